import { isDeepStrictEqual } from 'node:util'
import { describe, expect, test } from 'vitest'
import { Tenants } from './index'
import { defaultAt, schemaAt } from './from-domain'

/**
 * One source of truth for tenant settings: every admin field of a setting the domain schema knows
 * has the schema's default, bounds and options, so the admin can never offer or pre-fill what the
 * site would read differently.
 */
type F = {
  type: string
  name?: string
  defaultValue?: unknown
  min?: number
  max?: number
  options?: ({ value: string } | string)[]
  fields?: F[]
  tabs?: { name?: string; fields: F[] }[]
}

function leaves(fields: readonly F[], prefix = ''): { path: string; field: F }[] {
  return fields.flatMap((field) => {
    const path = field.name ? (prefix ? `${prefix}.${field.name}` : field.name) : prefix
    if (field.type === 'tabs')
      return (field.tabs ?? []).flatMap((tab) => leaves(tab.fields, tab.name ? (prefix ? `${prefix}.${tab.name}` : tab.name) : prefix))
    if (field.type === 'row' || field.type === 'collapsible') return leaves(field.fields ?? [], prefix)
    if (field.type === 'group' || field.type === 'array') return leaves(field.fields ?? [], path)
    return field.name ? [{ path, field }] : []
  })
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0)
// Who the tenant is (required, no default) rather than how it is set up.
const IDENTITY = new Set(['id', 'slug', 'name', 'domains.domain'])
const settings = leaves(Tenants.fields as F[]).filter(({ path }) => schemaAt(path) !== undefined && !IDENTITY.has(path))

describe('tenant settings: the admin fields agree with the domain schema', () => {
  test('the walk finds the settings (a broken walk must not pass by finding nothing)', () => {
    expect(settings.length).toBeGreaterThan(80)
    expect(settings.map((s) => s.path)).toEqual(
      expect.arrayContaining([
        'inventory.soldCarDays',
        'finance.interestMax',
        'theme.colors.primary',
        'features.reserveOnline',
        'vehicleKind',
      ]),
    )
  })

  test.each(settings.map((s) => [s.path, s.field] as const))('%s', (path, field) => {
    const node = schemaAt(path)!
    const bounds = node.type === 'array' ? (node.items ?? {}) : node
    const problems: string[] = []
    const fallback = defaultAt(path) ?? node.default
    if (field.defaultValue !== undefined ? !isDeepStrictEqual(field.defaultValue, fallback) : !isEmpty(fallback)) {
      problems.push(`default ${JSON.stringify(field.defaultValue)} vs domain ${JSON.stringify(fallback)}`)
    }
    if (field.min !== bounds.minimum) problems.push(`min ${field.min} vs domain ${bounds.minimum}`)
    if (field.max !== bounds.maximum) problems.push(`max ${field.max} vs domain ${bounds.maximum}`)
    const domainOptions = bounds.enum as string[] | undefined
    if (field.options || domainOptions) {
      const values = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value)).sort()
      if (!isDeepStrictEqual(values, [...(domainOptions ?? [])].sort())) problems.push(`options ${values} vs domain ${domainOptions}`)
    }
    expect(problems).toEqual([])
  })
})
