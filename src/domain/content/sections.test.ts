import { expect, test } from 'vitest'
import { flattenSections } from './sections'

test('a Section block is replaced by its section’s blocks, with ids unique on the page', () => {
  const why = {
    layout: [
      { id: 'w1', blockType: 'richText' },
      { id: 'w2', blockType: 'faq' },
    ],
  }
  const layout = [
    { id: 'h', blockType: 'hero' },
    { id: 's1', blockType: 'section', section: why },
    { id: 's2', blockType: 'section', section: why },
    { id: 'gone', blockType: 'section', section: 42 },
    { id: 'none', blockType: 'section', section: null },
  ]
  expect(flattenSections(layout).map((b) => `${b.blockType}:${b.id}`)).toEqual([
    'hero:h',
    'richText:s1-w1',
    'faq:s1-w2',
    'richText:s2-w1',
    'faq:s2-w2',
  ])
  expect(flattenSections(null)).toEqual([])
})

test('a section never nests another section', () => {
  const inner = { layout: [{ id: 'x', blockType: 'section', section: { layout: [{ id: 'y', blockType: 'hero' }] } }] }
  expect(flattenSections([{ id: 'a', blockType: 'section', section: inner }])).toEqual([])
})
