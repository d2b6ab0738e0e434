import { describe, expect, test } from 'vitest'
import { isActivePath, resolveLink } from './links'

describe('resolveLink', () => {
  test.each([
    ['custom path', { type: 'custom', url: '/special-offers' }, { href: '/special-offers', external: false, newTab: false }],
    ['page link uses its slug', { type: 'page', page: { slug: 'about-us' } }, { href: '/about-us', external: false, newTab: false }],
    ['home page link is /', { type: 'page', page: { slug: 'home' } }, { href: '/', external: false, newTab: false }],
    [
      'external link',
      { type: 'custom', url: 'https://toyota.example.com.au', newTab: true },
      { href: 'https://toyota.example.com.au', external: true, newTab: true },
    ],
    ['tel link', { url: 'tel:+61295550123' }, { href: 'tel:+61295550123', external: false, newTab: false }],
    ['unpopulated page id renders nothing', { type: 'page', page: 12 }, null],
    ['javascript: is refused', { type: 'custom', url: 'javascript:alert(1)' }, null],
    ['protocol-relative is refused', { type: 'custom', url: '//evil.example' }, null],
    ['empty', null, null],
  ] as const)('%s', (_n, link, expected) => {
    expect(resolveLink(link)).toEqual(expected)
  })
})

describe('isActivePath', () => {
  test.each([
    ['/', '/', true],
    ['/', '/about-us', false],
    ['/service', '/service/book-a-service', true],
    ['/service', '/services', false],
    ['/search?make=kia', '/search', true],
    ['https://x.example', '/', false],
  ])('%s on %s -> %s', (href, current, expected) => {
    expect(isActivePath(href, current)).toBe(expected)
  })
})
