import { describe, expect, test } from 'vitest'
import type { LinkRef, LinkTarget } from './extract'
import { internalLinkProblems } from './internal-links'
import type { SiteIndex } from './types'

const site: SiteIndex = {
  paths: new Set(['/', '/about-us', '/finance', '/trade-in', '/old-sale', '/rav4']),
  pageIds: new Set(['1', '2']),
  postIds: new Set(['10']),
}
const link = (target: LinkTarget): LinkRef => ({
  path: 'layout.0.slides.0.cta.url',
  where: 'Block 1 "Hero" → Slide 1 → Button link',
  text: 'Go',
  target,
})

describe('internalLinkProblems (links not existing or unpublished on this dealer site → blocked)', () => {
  test.each([
    ['a published page by path', { kind: 'path', path: '/about-us' }, false],
    ['letter case, query and trailing slash do not matter', { kind: 'path', path: '/About-Us/?ref=hero#top' }, false],
    ['a site route (search with a filter)', { kind: 'path', path: '/search/used-cars?make=toyota' }, false],
    ['the offers list', { kind: 'path', path: '/special-offers' }, false],
    ['a redirect source or model page in the index', { kind: 'path', path: '/rav4' }, false],
    ['an anchor on the page', { kind: 'path', path: '/#finance' }, false],
    ['a path nothing answers', { kind: 'path', path: '/summer-sale' }, true],
    ['a published page by reference', { kind: 'page', id: '2' }, false],
    ['a draft or deleted page by reference', { kind: 'page', id: '3' }, true],
    ['a published post', { kind: 'post', id: '10' }, false],
    ['an unpublished post', { kind: 'post', id: '11' }, true],
  ] as [string, LinkTarget, boolean][])('%s', (_, target, blocked) => {
    const problems = internalLinkProblems([link(target)], site)
    expect(problems).toHaveLength(blocked ? 1 : 0)
    for (const p of problems) expect(p).toMatchObject({ rule: 'internal-link', severity: 'block', path: 'layout.0.slides.0.cta.url' })
  })

  test('unknown site: links are not judged', () => {
    expect(internalLinkProblems([link({ kind: 'path', path: '/nowhere' })], null)).toEqual([])
  })
})
