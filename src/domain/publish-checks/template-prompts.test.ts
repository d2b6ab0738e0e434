import { describe, expect, test } from 'vitest'
import { PAGE_TEMPLATES } from '@/tenants/page-templates'
import { checkDocument } from './index'
import { promptsIn, templatePrompt, templatePromptProblems } from './template-prompts'
import type { CheckContext } from './types'

const piece = (text: string) => ({
  path: 'layout.0.slides.0.heading',
  where: 'Block 1 "Hero" → Slide 1 → Heading',
  group: '',
  text,
  disclaimer: false,
})

const ctx: CheckContext = {
  now: new Date('2026-02-10T01:00:00Z'),
  timeZone: 'Australia/Sydney',
  site: { paths: new Set(['/', '/special-offers', '/contact', '/trade-in']), pageIds: new Set(), postIds: new Set() },
  mediaAlt: new Map(),
  theme: { primary: '#0b3d91', secondary: '#0a1f44' },
}

describe('template prompts', () => {
  test.each([
    ['[[Name your sale]]', ['Name your sale']],
    ['Our [[model]] and [[ another one ]] here', ['model', 'another one']],
    ['A plain heading', []],
    ['[single brackets] stay', []],
    ['[[]] is empty', []],
    ['[[unclosed', []],
  ])('%s holds %j', (text, asks) => {
    expect(promptsIn(text)).toEqual(asks)
  })

  test('each prompt left is a blocking problem at its field, in plain words', () => {
    expect(templatePromptProblems([piece(templatePrompt('Name your sale, e.g. Spring Runout Sale'))])).toEqual([
      {
        rule: 'template-prompt',
        severity: 'block',
        path: 'layout.0.slides.0.heading',
        where: 'Block 1 "Hero" → Slide 1 → Heading',
        message: `Replace the template's prompt "Name your sale, e.g. Spring Runout Sale" with your own words.`,
      },
    ])
    expect(templatePromptProblems([piece('Spring Runout Sale')])).toEqual([])
  })

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
