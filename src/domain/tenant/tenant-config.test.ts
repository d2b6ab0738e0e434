import { describe, expect, test } from 'vitest'
import { FEATURE_KEYS } from './features'
import { parseTenantConfig, themeCssVariables } from './tenant-config'
import { contrastRatio } from './theme'

const minimal = { id: 1, slug: 'harbour-city-motors', name: 'Harbour City Motors', domains: ['hcm.localhost'] }

function parse(input: unknown) {
  const result = parseTenantConfig(input)
  if (!result.ok) throw new Error(result.error)
  return result.tenant
}

describe('TenantConfig defaults', () => {
  const t = parse(minimal)
  test.each([
    ['sold-car inclusion default 3 days', t.inventory.soldCarDays, 3],
    ['make list collapsed to 7', t.inventory.popularMakeCount, 7],
    ['reservation deposit $200', t.reservation.depositAmount, 200],
    ['car held 48 hours', t.reservation.holdHours, 48],
    ['finance default rate 10', t.finance.defaultRate, 10],
    ['finance term 5 years', t.finance.termYears, 5],
    ['frequency weekly', t.finance.frequency, 'week'],
    ['finance page /finance', t.finance.financePagePath, '/finance'],
    ['refresh path /special-offers', t.inventory.refreshPath, '/special-offers'],
    ['reserve label', t.labels.reserveButton, 'Reserve Now'],
    ['no-price text', t.labels.noPrice, 'Enquire for price'],
    ['search placeholder', t.labels.searchPlaceholder, 'Search...'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  test('every feature switch defaults to off', () => {
    for (const key of FEATURE_KEYS) expect(t.features[key]).toBe(false)
  })

  test('all car types shown by default', () => {
    expect(t.inventory.carTypes).toEqual(['new', 'used', 'demo'])
  })
})

describe('TenantConfig parsing', () => {
  test('Payload nulls fall back to defaults instead of failing', () => {
    const t = parse({
      ...minimal,
      theme: { colors: { primary: null, accent: '#ff0000' }, logo: null },
      inventory: { soldCarDays: null, excludedMakes: ['Lada', null] },
      features: { reserveOnline: true, compare: null },
    })
    expect(t.theme.colors.primary).toBe('#0b3d91')
    expect(t.theme.colors.accent).toBe('#ff0000')
    expect(t.inventory.soldCarDays).toBe(3)
    expect(t.inventory.excludedMakes).toEqual(['Lada'])
    expect(t.features.reserveOnline).toBe(true)
    expect(t.features.compare).toBe(false)
  })

  test.each([
    ['bad colour', { theme: { colors: { primary: 'blue' } } }, 'theme.colors.primary'],
    ['bad slug', { slug: 'Harbour City' }, 'slug'],
    ['no domains', { domains: [] }, 'domains'],
    ['negative sold days', { inventory: { soldCarDays: -1 } }, 'inventory.soldCarDays'],
    ['unknown font', { theme: { fonts: { body: 'comic-sans' } } }, 'theme.fonts.body'],
  ])('%s is reported with its path', (_name, override, path) => {
    const result = parseTenantConfig({ ...minimal, ...override })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toContain(path)
  })
})

describe('theme CSS variables', () => {
  test('text on brand colours is readable (WCAG AA 4.5:1)', () => {
    for (const primary of ['#0b3d91', '#ffd100', '#c8102e', '#f5f5f5']) {
      const t = parse({ ...minimal, theme: { colors: { primary } } })
      const vars = themeCssVariables(t.theme)
      expect(contrastRatio(vars['--color-primary'], vars['--color-on-primary'])).toBeGreaterThanOrEqual(4.5)
    }
  })
  test('fonts resolve to stacks', () => {
    const t = parse({ ...minimal, theme: { fonts: { heading: 'oswald' } } })
    const vars = themeCssVariables(t.theme)
    expect(vars['--font-heading']).toBe("'Oswald Variable', 'Oswald Fallback', 'Arial Narrow', system-ui")
    expect(vars['--font-body']).toBe("'Inter Variable', 'Inter Fallback', system-ui")
  })
})
