// What Next's image optimizer answered with a 500, checked against Next's own
// code (its parameter check and its Accept parser) with our next.config images settings, and
// what the proxy answers instead. Kept outside src/domain because it imports Next's internals.
import { createRequire } from 'node:module'
import fc from 'fast-check'
import { ImageOptimizerCache } from 'next/dist/server/image-optimizer'
import { imageConfigDefault } from 'next/dist/shared/lib/image-config'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info'
import { NextRequest } from 'next/server'
import { describe, expect, test } from 'vitest'
import { IMAGE_CONFIG } from '@/src/domain/http/image-config'
import { imageRequestProblem, unreadableAccept } from '@/src/domain/http/image-request'
import { config, proxy } from '@/src/proxy'

/** next.config's images as Next completes them (defaults, and its own static media pattern). */
const nextConfig = {
  basePath: '',
  images: {
    ...imageConfigDefault,
    ...IMAGE_CONFIG,
    localPatterns: [...IMAGE_CONFIG.localPatterns, { pathname: '/_next/static/media/**', search: '' }],
  },
}

/** Next's parameter check of /_next/image, as handleNextImageRequest calls it (not in a try). */
function nextValidates(search: string, accept: string | null): 'ok' | 'refused' | 'threw' {
  const query = Object.fromEntries(
    [...new URLSearchParams(search).keys()].map((k) => {
      const all = new URLSearchParams(search).getAll(k)
      return [k, all.length > 1 ? all : all[0]]
    }),
  )
  const req = { headers: accept === null ? {} : { accept } }
  try {
    const result = ImageOptimizerCache.validateParams(req as never, query as never, nextConfig as never, false)
    return 'errorMessage' in result ? 'refused' : 'ok'
  } catch {
    return 'threw'
  }
}

// Next's copy of @hapi/accept, which the optimizer's parameter check calls (it ships no types).
const { mediaType } = createRequire(import.meta.url)('next/dist/compiled/@hapi/accept') as {
  mediaType(header: string, preferences: string[]): string
}

const hapiThrows = (header: string) => {
  try {
    mediaType(header, ['image/webp'])
    return false
  } catch {
    return true
  }
}

const proxyAnswer = (search: string, accept?: string) =>
  proxy(new NextRequest(`http://harbour-city-motors.localhost/_next/image${search}`, { headers: accept ? { accept } : {} }))

const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers(matcher: string[], nextConfig: object): never }
const proxyRuns = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {})) as (p: string, r: unknown, q: unknown) => boolean

const q = (url: string, w = '640', quality = '75') => `?url=${encodeURIComponent(url)}&w=${w}&q=${quality}`

describe('requests that made the optimizer throw (a 500) are a 400 from the proxy', () => {
  test.each([
    ['a broken escape in the path', q('/api/media/file/%E0'), null],
    ['a lone percent sign', q('/api/inventory-images/%'), null],
    ['a bad escape outside the allowed paths', q('/x/%zz'), null],
    ['an Accept parameter without a value', q('/api/inventory-images/suv-white-1.png'), 'image/webp;q='],
    ['an Accept parameter without =', q('/api/inventory-images/suv-white-1.png'), 'image/avif,image/webp;level'],
    ['an Accept parameter with two =', q('/api/media/file/a.png'), 'image/*;a=b=c'],
  ])('%s', async (_name, search, accept) => {
    expect(nextValidates(search, accept), 'Next throws on it').toBe('threw')
    expect(imageRequestProblem(search, accept)).toMatch(/\w/)
    const response = proxyAnswer(search, accept ?? undefined)
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/percent-escape|Accept header/)
  })

  test('the proxy runs on /_next/image, and lets good requests through untouched', () => {
    expect(proxyRuns('/_next/image', { headers: {} }, {})).toBe(true)
    const response = proxyAnswer(q('/api/inventory-images/suv-white-1.png'), 'image/avif,image/webp,*/*;q=0.8')
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  test.each([
    ['an address outside our images', q('/api/inventory-files/history-HCM10001.pdf')],
    ['a deeper path under our images', q('/api/inventory-images/a/b.png')],
    ['the retired /static folder', q('/static/logo.png')],
    ['a remote image', q('https://example.com/a.png')],
    ['a protocol-relative address', q('//example.com/a.png')],
    ['the optimizer itself', q('/api/media/file/..%2F..%2F_next%2Fimage')],
    ['a quality the site never asks for', q('/api/media/file/a.png', '640', '50')],
    ['a width that is not a device size', q('/api/media/file/a.png', '641')],
  ])('%s: refused by Next with a 400', (_name, search) => {
    expect(nextValidates(search, 'image/webp')).toBe('refused')
  })
})

describe('unreadableAccept mirrors @hapi/accept exactly', () => {
  const piece = fc.constantFrom(
    'image/webp',
    'image/*',
    '*/*',
    'text/html',
    'a',
    ';',
    '=',
    ',',
    ' ',
    '\t',
    '"',
    'q',
    '0.5',
    'level',
    '',
    'x=y',
    '"a,b"',
    '/',
  )
  test('on generated headers: it says unreadable exactly when the library throws', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const header = pieces.join('')
        expect(unreadableAccept(header), JSON.stringify(header)).toBe(hapiThrows(header))
      }),
      { numRuns: 5000, seed: 72 },
    )
  })
})

describe('whatever the proxy lets through, Next answers without throwing', () => {
  const url = fc.oneof(
    fc.constantFrom('/api/media/file/a.png', '/api/inventory-images/suv-white-1.png', '/x', '//x', 'https://a/b', '', '/_next/image'),
    fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `/api/media/file/${s}`),
    fc
      .array(fc.constantFrom('%', 'E0', '%2F', 'a', '/', '..', '%C3%A9', '%zz', '?', '#'), { maxLength: 8 })
      .map((p) => `/api/inventory-images/${p.join('')}`),
  )
  const accept = fc.oneof(
    fc.constant(null),
    fc.array(fc.constantFrom('image/webp', ';q=', 'q=0.5', ';', '=', ',', '*/*', ' '), { maxLength: 6 }).map((p) => p.join('')),
  )
  test('5,000 generated requests', () => {
    fc.assert(
      fc.property(
        url,
        fc.constantFrom('640', '0', '-1', 'x', '3840', '16', '1e3'),
        fc.constantFrom('75', '0', '101', 'x', '50'),
        accept,
        (u, w, quality, a) => {
          const search = `?url=${encodeURIComponent(u)}&w=${w}&q=${quality}`
          if (imageRequestProblem(search, a) === null) expect(nextValidates(search, a), search).not.toBe('threw')
        },
      ),
      { numRuns: 5000, seed: 15 },
    )
  })
})
