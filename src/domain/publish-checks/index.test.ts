import { describe, expect, test } from 'vitest'
import { blocking, checkDocument, describeProblems, refusalHeadline } from './index'
import type { CheckContext } from './types'

const WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

const ctx: CheckContext = {
  now: new Date('2026-02-10T01:00:00Z'),
  timeZone: 'Australia/Sydney',
  site: { paths: new Set(['/', '/finance']), pageIds: new Set(['1']), postIds: new Set() },
  mediaAlt: new Map([['7', '']]),
  theme: { primary: '#0b3d91', secondary: '#0a1f44' },
}
const announcement = (message: string, enabled = true) => ({
  announcement: { enabled, message, linkLabel: 'View offers', link: { type: 'custom', url: '/special-offers' } },
})

describe('checkDocument', () => {
  test('Harbour City’s announcement bar is blocked for its rate and warned for its date', () => {
    const problems = checkDocument(
      'site-settings',
      announcement('Summer Sale: 2.99% p.a. finance on selected demo cars until 31 January.'),
      ctx,
    )
    expect(problems.map((p) => [p.rule, p.severity, p.path, p.where])).toEqual([
      ['finance-rate', 'block', 'announcement.message', 'Announcement bar → Message'],
      ['past-date', 'warn', 'announcement.message', 'Announcement bar → Message'],
    ])
    expect(blocking(problems)).toHaveLength(1)
  })

  test('the corrected announcement passes; a switched-off bar is not checked', () => {
    expect(
      checkDocument(
        'site-settings',
        announcement('Summer Sale: 2.99% p.a. (comparison rate 3.49% p.a.*) on selected demo cars. *' + WARNING),
        ctx,
      ),
    ).toEqual([])
    expect(checkDocument('site-settings', announcement('2.99% p.a.', false), ctx)).toEqual([])
  })

  test('an offer’s own rate fields count as its comparison rate; the warning is in its disclaimer', () => {
    const offer = { name: '2.99% p.a. Finance', description: 'From 2.99% p.a.', rate: 2.99, comparisonRate: 3.49, disclaimer: WARNING }
    expect(checkDocument('offer', offer, ctx)).toEqual([])
    expect(blocking(checkDocument('offer', { ...offer, disclaimer: 'Conditions apply.' }, ctx)).map((p) => p.path)).toEqual([
      'name',
      'description',
    ])
    expect(blocking(checkDocument('offer', { ...offer, rate: null, comparisonRate: null }, ctx))).toHaveLength(2)
  })

  test('an offer’s rate without its comparison rate is refused beside the Comparison rate field, in one line the admin can list', () => {
    const offer = { name: 'Summer finance', description: 'Low rates.', rate: 2.99, comparisonRate: null, disclaimer: WARNING }
    const problems = blocking(checkDocument('offer', offer, ctx))
    expect(problems.map((p) => [p.path, p.where])).toEqual([['comparisonRate', 'Comparison rate']])
    expect(problems[0].message).toMatch(/without a comparison rate/)
    expect(refusalHeadline(problems)).toBe('Publishing is blocked until these are fixed: Comparison rate')
    // The admin splits the headline at commas into a list: a place's own commas must not split it.
    expect(refusalHeadline([{ ...problems[0], where: 'Block 1 "Hero, big" → Heading' }, problems[0]])).toBe(
      'Publishing is blocked until these are fixed: Block 1 "Hero big" → Heading, Comparison rate',
    )
  })

  test('an expired promo tile warns and does not block', () => {
    const problems = checkDocument('promo-tile', { heading: 'Stocktake', expiresAt: '2025-07-24T00:00:00+10:00' }, ctx)
    expect(problems.map((p) => [p.rule, p.severity])).toEqual([['expired-promo', 'warn']])
  })

  test('a page: every rule names its block and field', () => {
    const page = {
      title: 'Sale',
      layout: [
        {
          blockType: 'hero',
          slides: [{ heading: 'Rates from 1.99% p.a.', image: 7, ctaLabel: 'Click here', cta: { type: 'custom', url: '/summer-sale' } }],
        },
        { blockType: 'callToAction', heading: 'Apply', buttons: [{ label: 'Apply now', link: { type: 'page', page: 2 } }] },
      ],
    }
    const problems = checkDocument('page', page, ctx)
    expect(problems.map((p) => [p.rule, p.severity, p.where])).toEqual([
      ['finance-rate', 'block', 'Block 1 "Hero" → Slide 1 → Heading'],
      ['image-alt', 'block', 'Block 1 "Hero" → Slide 1 → Image'],
      ['vague-link', 'warn', 'Block 1 "Hero" → Slide 1 → Button link'],
      ['internal-link', 'block', 'Block 1 "Hero" → Slide 1 → Button link'],
      ['internal-link', 'block', 'Block 2 "Call to action" → Button 1 → Link'],
    ])
    expect(describeProblems(problems)).toMatch(
      /^Publishing is blocked \(4 problems\): Block 1 "Hero" → Slide 1 → Heading: Shows the rate "1.99% p.a."[^|]+\| .* Warnings \(they do not block\): Block 1 "Hero" → Slide 1 → Button link: The link text "Click here"/,
    )
  })
})
