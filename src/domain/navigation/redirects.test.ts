import { describe, expect, test } from 'vitest'
import { normaliseRedirectTarget, normaliseSitePath, redirectProblem, redirectsForMove, resolveRedirect } from './redirects'

describe('redirect addresses', () => {
  test.each([
    ['/Summer-Sale/', '/summer-sale'],
    ['summer-sale', '/summer-sale'],
    ['/offers//summer?utm=x#top', '/offers/summer'],
    ['/', '/'],
    ['  /about-us  ', '/about-us'],
    ['https://example.com/x', null],
    ['/../admin', null],
    ['/a b', null],
    ['', null],
    [`/${'a'.repeat(400)}`, null],
  ])('site path %j -> %j', (input, path) => {
    expect(normaliseSitePath(input)).toBe(path)
  })

  test.each([
    ['/offers?category=finance', '/offers?category=finance'],
    ['https://www.toyota.com.au/rav4', 'https://www.toyota.com.au/rav4'],
    ['http://insecure.example.com', null],
    ['javascript:alert(1)', null],
    ['//evil.example.com', null],
    ['https://user:pw@example.com/', null],
  ])('target %j -> %j', (input, target) => {
    expect(normaliseRedirectTarget(input)).toBe(target)
  })

  test.each([
    ['/old', '/new', null],
    ['/', '/new', 'The home page cannot be redirected.'],
    ['/old', '/old/', 'A redirect cannot point to itself.'],
    ['https://x.example', '/new', 'The old address must be a path on this site, like /summer-sale.'],
    ['/old', 'ftp://x', 'The new address must be a path on this site (like /offers) or a full https:// address.'],
  ])('%s -> %s: %s', (from, to, problem) => {
    expect(redirectProblem(from, to)).toBe(problem)
  })
})

describe('following redirects', () => {
  const r = (from: string, to: string, permanent = true) => ({ from, to, permanent })
  test('one hop, a chain flattened to its end, temporary anywhere makes it temporary', () => {
    expect(resolveRedirect('/a', [r('/a', '/b')])).toEqual({ kind: 'redirect', to: '/b', permanent: true })
    expect(resolveRedirect('/A/', [r('/a', '/b'), r('/b', '/c', false)])).toEqual({ kind: 'redirect', to: '/c', permanent: false })
    expect(resolveRedirect('/a', [r('/a', 'https://www.example.com/x')])).toEqual({
      kind: 'redirect',
      to: 'https://www.example.com/x',
      permanent: true,
    })
    expect(resolveRedirect('/z', [r('/a', '/b')])).toEqual({ kind: 'none' })
  })
  test('a loop, or a chain longer than 5 hops, is never served', () => {
    expect(resolveRedirect('/a', [r('/a', '/b'), r('/b', '/a')]).kind).toBe('loop')
    const long = Array.from({ length: 7 }, (_, i) => r(`/p${i}`, `/p${i + 1}`))
    expect(resolveRedirect('/p0', long).kind).toBe('loop')
    expect(resolveRedirect('/p2', long)).toEqual({ kind: 'redirect', to: '/p7', permanent: true })
  })
  test('a moved page leaves one redirect; older ones to its old address follow it; one from its new address goes', () => {
    const existing = [
      { id: 1, ...r('/older', '/summer') },
      { id: 2, ...r('/spring', '/elsewhere') },
      { id: 3, ...r('/summer-sale', '/x') },
    ]
    expect(redirectsForMove('/summer', '/summer-sale', existing)).toEqual({
      create: { from: '/summer', to: '/summer-sale', permanent: true },
      retarget: [1],
      remove: [3],
    })
    expect(redirectsForMove('/same', '/same', existing).create).toBeNull()
    // Moving back to where a redirect came from: that redirect goes, and is not also retargeted.
    expect(redirectsForMove('/away', '/back', [{ id: 9, ...r('/back', '/away') }])).toEqual({
      create: { from: '/away', to: '/back', permanent: true },
      retarget: [],
      remove: [9],
    })
  })
})
