import { describe, expect, test } from 'vitest'
import { BLOCK_GUIDE, blockRowLabel, blockThumbnail } from './block-guide'

describe('the block picker and layout rows', () => {
  test.each([
    [{ blockType: 'hero', slides: [{ heading: 'Summer Sale' }, { heading: 'Second' }] }, 'Hero: Summer Sale'],
    [{ blockType: 'faq', heading: 'FAQ', items: [{ question: 'Do you take trade-ins?' }] }, 'FAQ: Do you take trade-ins?'],
    [
      { blockType: 'richText', content: { root: { children: [{ children: [{ text: 'Family owned' }, { text: 'since 1998.' }] }] } } },
      'Rich text: Family owned since 1998.',
    ],
    [{ blockType: 'searchGrid', heading: null, filter: { carType: 'used', make: 'Toyota', body: 'suv' } }, 'Search grid: Used Toyota SUVs'],
    [{ blockType: 'carDetail', mode: 'stock-number', stockNumber: 'HC123' }, 'Car detail: stock no. HC123'],
    [{ blockType: 'carDetail', mode: 'newest' }, 'Car detail: the newest matching car'],
    [{ blockType: 'statsBanner', items: [{ label: 'Cars sold' }, { label: 'Years' }] }, 'Stats banner: Cars sold · Years'],
    [{ blockType: 'callToAction', heading: 'x'.repeat(100) }, `Call to action: ${'x'.repeat(53)}…`],
    [{ blockType: 'offers', heading: '' }, 'Offers'],
    [{ blockType: 'team', heading: 'Meet the Team' }, 'Team: Meet the Team'],
    [{ blockType: 'mystery' }, 'Block'],
  ])('%j is labelled %s', (data, label) => {
    expect(blockRowLabel(data)).toBe(label)
  })

  test('every block has a description and a 3:2 SVG thumbnail that carries it', () => {
    for (const [slug, guide] of Object.entries(BLOCK_GUIDE)) {
      expect(guide.description.length, slug).toBeLessThanOrEqual(80)
      const uri = blockThumbnail(slug)!
      expect(uri.startsWith('data:image/svg+xml,')).toBe(true)
      const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length))
      expect(svg).toContain('width="240" height="160"')
      expect(svg).toContain(guide.description.split(' ')[0])
    }
    expect(blockThumbnail('nope')).toBeUndefined()
  })
})
