import { describe, expect, test } from 'vitest'
import { SEO_DESCRIPTION_MAX, clipAtWord, seoDescription, seoImage, seoTitle } from './seo'

const rich = (t: string) => ({ root: { children: [{ children: [{ text: t }] }] } })

describe('SEO defaults', () => {
  test.each([
    ['Summer Sale', 'Summer Sale | Harbour City Motors'],
    ['A'.repeat(40), 'A'.repeat(40)],
    ['B'.repeat(80), `${'B'.repeat(59)}…`],
  ])('title %s -> %s', (title, expected) => {
    expect(seoTitle({ title }, 'Harbour City Motors')).toBe(expected)
  })

  test('description: the hero subheading, else the first rich text; cut at a word within 160', () => {
    expect(
      seoDescription({
        layout: [{ blockType: 'hero', slides: [{ heading: 'H', subheading: 'Sharp prices on hundreds of cars this month.' }] }],
      }),
    ).toBe('Sharp prices on hundreds of cars this month.')
    expect(
      seoDescription({
        layout: [{ blockType: 'richText', content: rich('Family owned on Parramatta Road since 1998, and proud of it.') }],
      }),
    ).toBe('Family owned on Parramatta Road since 1998, and proud of it.')
    const long = seoDescription({ excerpt: 'word '.repeat(60) })!
    expect(long.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX)
    expect(long.endsWith('word…')).toBe(true)
    expect(seoDescription({ layout: [] })).toBeNull()
    expect(clipAtWord('short', 10)).toBe('short')
  })

  test('image: a post’s hero image, else the first hero slide with an image, else an image block', () => {
    expect(seoImage({ heroImage: { id: 7 } })).toBe(7)
    expect(seoImage({ layout: [{ blockType: 'hero', slides: [{ image: null }, { image: 12 }] }] })).toBe(12)
    expect(seoImage({ layout: [{ blockType: 'richText' }, { blockType: 'mediaBlock', media: { id: 3 } }] })).toBe(3)
    expect(seoImage({ layout: [] })).toBeNull()
  })
})
