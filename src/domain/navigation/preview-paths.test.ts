import { expect, test } from 'vitest'
import { PREVIEW_COLLECTIONS, previewTarget } from './preview-paths'

test.each([
  ['pages', { id: 1, slug: 'about-us' }, { path: '/about-us', draft: 'pages' }],
  ['pages', { id: 1, slug: 'home' }, { path: '/', draft: 'pages' }],
  ['posts', { id: 2, slug: 'winter-tyres' }, { path: '/blog/winter-tyres', draft: 'posts' }],
  ['offers', { id: 3 }, { path: '/offers/3' }],
  ['locations', { id: 4, slug: 'parramatta' }, { path: '/locations/parramatta' }],
  ['navigation', { id: 5 }, { path: '/' }],
  ['site-settings', { id: 6 }, { path: '/' }],
] as const)('a %s document previews at its own address on the dealer site', (collection, doc, target) => {
  expect(previewTarget(collection, doc)).toEqual(target)
})

test('a document with nothing to show yet has no preview', () => {
  expect(previewTarget('pages', { id: 1, slug: '' })).toBeNull()
  expect(previewTarget('posts', { slug: 'x' })).toBeNull()
  expect(previewTarget('locations', { id: 4, slug: null })).toBeNull()
  expect(previewTarget('offers', {})).toBeNull()
})

test('every previewable collection has a rule', () => {
  for (const c of PREVIEW_COLLECTIONS) expect(previewTarget(c, { id: 1, slug: 'x' })).not.toBeNull()
})
