// Every page template carries [[prompts]] the publish checks refuse until the editor replaces
// them, and none is left once replaced; the sale template's grid shows only priced cars.
import { describe, expect, test } from 'vitest'
import { checkDocument } from '@/src/domain/publish-checks'
import type { CheckContext } from '@/src/domain/publish-checks/types'
import { PAGE_TEMPLATES } from '@/tenants/page-templates'

const ctx: CheckContext = {
  now: new Date('2026-02-10T01:00:00Z'),
  timeZone: 'Australia/Sydney',
  site: { paths: new Set(['/', '/special-offers', '/contact', '/trade-in']), pageIds: new Set(), postIds: new Set() },
  mediaAlt: new Map(),
  theme: { primary: '#0b3d91', secondary: '#0a1f44' },
}

describe('page templates', () => {
  test.each(PAGE_TEMPLATES.map((t) => [t.name, t]))(
    '%s carries prompts the publish checks refuse, and none once replaced',
    (_, template) => {
      const page = { title: 'T', layout: template.layout }
      const prompts = checkDocument('page', page, ctx).filter((p) => p.rule === 'template-prompt')
      expect(prompts.length).toBeGreaterThan(0)
      expect(prompts.every((p) => p.severity === 'block')).toBe(true)
      const replaced = JSON.parse(JSON.stringify(page).replace(/\[\[[^[\]]+\]\]/g, 'Our own words'))
      expect(checkDocument('page', replaced, ctx).filter((p) => p.rule === 'template-prompt')).toEqual([])
    },
  )

  test('the sale template’s grid leaves out cars without a price', () => {
    const sale = PAGE_TEMPLATES.find((t) => t.key === 'sale')!
    const grid = sale.layout.find((b) => b.blockType === 'searchGrid') as { filter?: { priceMin?: number } }
    expect(grid.filter?.priceMin).toBeGreaterThan(10)
  })
})
