import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import fc from 'fast-check'
import { FUZZ_SEED, sample } from '../helpers/fuzz-generators'
import { HCM, PORT, RCC, SCAG } from './helpers'

/**
 * Page routes against `next start` with odd requests (docs/security.md: bad input of any
 * shape is a 4xx with a readable message, never a 5xx): seeded paths, escapes, query strings and
 * Host headers over every page route of a demo dealer, a few admin and CMS API paths. Every
 * answer must also carry the static security headers and never name the internal path.
 * FUZZ_SEED=<n> explores other inputs.
 */
const ORIGIN = `http://127.0.0.1:${PORT}`
const HOST = `${HCM}:${PORT}`
const REQUESTS = 1200
const IN_FLIGHT = 8
const TIMEOUT_MS = 10_000

interface PageCase {
  label: string
  method: 'GET' | 'POST'
  path: string
  host: string
  body?: string
}

// ---- the routes, from the demo dealer's own data ------------------------------------------

interface Routes {
  makes: string[]
  models: string[]
  cars: string[]
  pages: string[]
  /** Two of the build's chunks the home page loads (served precompressed by scripts/lib/web-server.ts). */
  assets: string[]
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

async function siteRoutes(request: APIRequestContext): Promise<Routes> {
  const search = await request.post(`${ORIGIN}/api/search/1/indexes/*/queries`, {
    headers: { host: HOST, 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 20, facets: ['make', 'model'], maxValuesPerFacet: 20 }] }),
  })
  expect(search.status()).toBe(200)
  const [result] = ((await search.json()) as { results: { hits: { path?: string }[]; facets: Record<string, Record<string, number>> }[] })
    .results
  const home = await (await request.get(`${ORIGIN}/`, { headers: { host: HOST } })).text()
  const links = [...home.matchAll(/href="(\/[a-z0-9][a-z0-9/-]*)"/g)].map((m) => m[1])
  const pages = [...new Set(links.filter((l) => !/^\/(search|special-offers|manufacturers|cars|api|_next)\b/.test(l)))].slice(0, 8)
  return {
    makes: Object.keys(result.facets.make ?? {}),
    models: Object.keys(result.facets.model ?? {}),
    cars: result.hits.map((h) => h.path).filter((p): p is string => typeof p === 'string'),
    pages: pages.length ? pages : ['/about-us'],
    assets: [...new Set([...home.matchAll(/\/_next\/static\/chunks\/[A-Za-z0-9_.~-]+\.(?:js|css)/g)].map((m) => m[0]))].slice(0, 2),
  }
}

// ---- odd parts ------------------------------------------------------------------------------

const INVALID_ESCAPES = ['%ED%A0%80', '%E0%A4%A', '%C0%AF', '%FF', '%', '%zz', '%C3%28', '%F0%9F%9A', '%E2%82', '%a', 'x%', '%%41']
const ODD_SEGMENTS = [
  ...INVALID_ESCAPES,
  '%00',
  'a%00b',
  '..%2f..%2fadmin',
  '..%2F_unknown-host%2Fsearch',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%2F',
  '%5C',
  '%5C..%5C',
  ';jsessionid=1',
  '%20',
  '+',
  '~',
  '%25',
  '%2525',
  '%F0%9F%9A%97',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%C3%9F',
  'İ',
  '🚗',
  'ß',
  'Ǆ',
  '%0A',
  '%0D%0A',
  '%09',
  '%7F',
  'index.html',
  'page.rsc',
  '.env',
  '%3Cscript%3E',
  '"onmouseover=x',
  'con',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '[slug]',
  '(site)',
  '%5Bhost%5D',
  '_next',
  'api',
  'admin',
]
const ODD_QUERY = [
  'page=-1',
  'page=1e9',
  'page=0',
  'page=NaN',
  'page=2.5',
  'page=99999999999999999999',
  'page=1&page=2',
  'page=',
  'page=%00',
  'price=a:b',
  'price=:',
  'price=1e400:',
  'price=-5:-1',
  'price=30000:20000',
  'price=%FF',
  'price=0:0',
  'price=20000:30000',
  'sortBy=<script>alert(1)</script>',
  'sortBy=cars_price_asc',
  'sortBy=__proto__',
  'sortBy=',
  `query=${'a'.repeat(600)}`,
  'query=%00',
  'query=%ED%A0%80',
  'query=%',
  'query=%25',
  'query=toyota',
  'query=+',
  'q=%ED%A0%80',
  `make=${Array.from({ length: 40 }, (_, i) => `Make${i}`).join(',')}`,
  'make=Toyota,Kia',
  'make=%00',
  'make_model=Toyota+%3E+HiLux',
  ...Array.from({ length: 3 }, (_, i) => Array.from({ length: 10 * (i + 1) }, (_, j) => `categories=C${j}`).join('&')),
  'categories=Off+Road&categories=off+road',
  'model=%FF',
  'model=HiLux',
  'body=sedan',
  'km=abc',
  'year=2100:1800',
  'car_type=used',
  '=x',
  '&&&',
  'a[b][c]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'preview=garbage',
  'preview=eyJhbGciOiJub25lIn0.e30.',
  '_rsc=1',
  'depth=100',
  'limit=1e9',
  'where[slug][equals]=%00',
  'where[or][0][tenant][exists]=false',
  'draft=true',
  'locale=xx',
  'select[password]=true',
  'sort=-password',
  'page=2&limit=0',
]
const ODD_HOSTS = [
  HOST,
  HOST,
  HOST,
  `${HCM.toUpperCase()}:${PORT}`,
  `www.${HOST}`,
  `${HCM}.:${PORT}`,
  HCM,
  `${SCAG}:${PORT}`,
  `${RCC}:${PORT}`,
  `localhost:${PORT}`,
  `127.0.0.1:${PORT}`,
  '_unknown-host',
  'evil.example.com',
  'a..b',
  `${'x'.repeat(63)}.${'y'.repeat(63)}.localhost`,
  `${'z'.repeat(300)}.localhost`,
  '[::1]',
  `${HCM}:99999`,
  'xn--bcher-kva.localhost',
  'a/b',
  'a@b',
  'a b',
  '-leading.localhost',
  '%41.localhost',
]

/** `encodeURIComponent`, or the raw text when it cannot be encoded (lone surrogates). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return text
  }
}

function oddCase(routes: Routes) {
  const base = fc.constantFrom(
    '/',
    '/search',
    '/search/used-cars',
    '/search/new-cars',
    '/special-offers',
    ...routes.pages,
    ...routes.makes.slice(0, 6).flatMap((m) => [`/search/${slug(m)}`, `/manufacturers/${slug(m)}`]),
    ...routes.makes.slice(0, 3).flatMap((m) => routes.models.slice(0, 3).map((model) => `/search/${slug(m)}/${slug(model)}`)),
    ...routes.cars.slice(0, 6),
    '/cars/no-such-car',
    '/success',
    ...routes.cars.slice(0, 2).map((p) => `/success?form=enquiry&car=${p.split('/').pop()}`),
    ...routes.cars.slice(0, 2).map((p) => `/print?car_id=${p.split('/').pop()}`),
    '/print',
    ...routes.cars.slice(0, 2).map((p) => `/cars/trade-in?car_id=${p.split('/').pop()}`),
    '/cars/trade-in',
    '/cars/trade-in?car_id=no-such-car',
    '/sell-my-car',
    '/sell-your-car',
    '/finance-pre-approval',
    ...routes.cars.slice(0, 2).map((p) => `/finance-pre-approval?car_id=${p.split('/').pop()}`),
    '/finance-pre-approval?car=no-such-car',
    '/finance-pre-approval?resume=not-a-token',
    '/success?form=finance-application',
    '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F',
    ...routes.cars.slice(0, 2).map((p) => `${p}/checkout`),
    ...routes.cars.slice(0, 1).map((p) => `${p}/checkout?reservation=1&ref=forged`),
    ...routes.cars.slice(0, 1).map((p) => `${p}/checkout?reservation=..%2F1&ref=`),
    '/my-garage',
    '/personalised/finance?car_id=no-such-car',
    '/dealerships',
    '/dealer-locator',
    '/locations',
    '/locations/harbour-city-parramatta',
    '/our-location/harbour-city-chatswood',
    '/contact-us/harbour-city-newcastle',
    '/search/harbour-city-parramatta',
    '/locations/southern-cross-toyota-dandenong',
    '/teams',
    '/teams/harbour-city-parramatta',
    '/teams/southern-cross-toyota-dandenong',
    '/dealerships/toyota',
    '/brands',
    '/toyota/overview',
    '/offers/1',
    '/offers/toyota/1',
    '/blog',
    '/blog/buyer-advice',
    '/blog/how-to-buy-a-used-car',
    '/cars/no-such-car/checkout',
    '/checkout-journey',
    '/checkout-journey?car_id=no-such-car',
    '/checkout-journey?car_id=..%2F..%2Fetc&car_id=x',
    `/checkout-journey?car_id=${routes.cars[0]?.split('/').pop() ?? 'x'}`,
    '/compare',
    `/compare?cars=${routes.cars
      .slice(0, 3)
      .map((p) => p.split('/').pop())
      .join(',')}`,
    '/compare?cars=no-such-car,..%2F..%2Fetc,a,a,a,a,a',
    '/favourites',
    '/sign-in',
    '/sign-in?type=watchlist&redirect=%2F%2Fevil.example&back=javascript%3Aalert(1)&car_id=..%2F..',
    '/my-garage',
    '/personalised/finance',
    '/personalised/finance?car_id=no-such-car',
    `/personalised/finance?car_id=${routes.cars[0]?.split('/').pop() ?? 'x'}`,
    '/api/account/me',
    '/api/watchlist/save-car',
    '/search/constructor',
    '/blog/constructor',
    '/offers/constructor',
    '/sitemap.xml',
    '/robots.txt',
    '/sitemaps/cars-1.xml',
    '/api/leads',
    '/admin',
    '/admin/login',
    '/admin/collections/pages',
    '/api/pages',
    '/api/pages/1',
    ...routes.assets,
    '/_next/static/chunks/',
  )
  const segment = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 6000 }).map((n) => 'a'.repeat(n)) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map(encode) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }).map(encode) },
  )
  const path = fc
    .tuple(base, fc.constantFrom('keep', 'append', 'replace', 'slashes', 'trailing', 'upper'), segment)
    .map(([b, how, seg]) => {
      if (how === 'keep') return b
      if (how === 'append') return `${b.replace(/\/$/, '')}/${seg}`
      if (how === 'replace') return `${b.replace(/\/[^/]*$/, '')}/${seg}`
      if (how === 'slashes') return b.replace(/\//g, '//')
      if (how === 'trailing') return `${b}/`
      return b.toUpperCase()
    })
  const query = fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.constantFrom(...ODD_QUERY), { maxLength: 3 }).map((parts) => parts.join('&')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('query', 'page', 'price', 'sortBy', 'make', 'categories', 'model'), fc.string({ maxLength: 20 }))
        .map(([k, v]) => `${k}=${encode(v)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_ESCAPES).map((e) => `query=${e}`) },
  )
  return fc
    .record({
      path,
      query,
      host: fc.oneof({ weight: 5, arbitrary: fc.constant(HOST) }, { weight: 2, arbitrary: fc.constantFrom(...ODD_HOSTS) }),
      post: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
    })
    .map(({ path, query, host, post }): PageCase => {
      const full = query ? `${path}?${query}` : path
      return {
        label: `${post ? 'POST' : 'GET'} ${full.slice(0, 160)} [Host: ${host.slice(0, 60)}]`,
        method: post ? 'POST' : 'GET',
        path: full,
        host,
        body: post ? '{"a":' : undefined,
      }
    })
}

// ---- judging --------------------------------------------------------------------------------

interface Tally {
  total: number
  ok: number
  client4xx: number
  server5xx: number
  /** Requests with no answer within TIMEOUT_MS: a render that never finishes is worse than a 500. */
  noAnswer: number
  failures: string[]
}

function readableJson(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown; errors?: { message?: unknown }[] }
    const message = body.error ?? body.message ?? body.errors?.[0]?.message
    return typeof message === 'string' && message.trim().length > 0
  } catch {
    return false
  }
}

/**
 * A title or heading with text, in the markup or in the streamed payload the page renders from
 * (a layout's notFound() streams its 404, e.g. for an unknown host).
 */
const readableHtml = (text: string) =>
  /<title>[^<]*\S[^<]*<\/title>|<h1[^>]*>[^<]*\S|\\"h1\\",null,\{[^}]*\\"children\\":\\"[^\\]*\w/.test(text)

async function judge(tally: Tally, c: PageCase, response: APIResponse): Promise<void> {
  const status = response.status()
  const headers = response.headers()
  const fail = (why: string) => {
    if (tally.failures.length < 300) tally.failures.push(`${c.label}: ${why}`)
  }
  // Next's own 308s that normalise a path (`//`, a trailing slash, `.` segments) are sent before
  // any header rule or the proxy runs; nothing of ours answers 308.
  if (status !== 308 && (headers['x-content-type-options'] !== 'nosniff' || !headers['strict-transport-security']))
    fail(`${status} without the static security headers`)
  if (headers['x-middleware-rewrite']) fail(`${status} names the internal path: ${headers['x-middleware-rewrite']}`)
  if (status >= 500) {
    tally.server5xx++
    return fail(`${status} ${(await response.text()).slice(0, 160)}`)
  }
  if (status < 400) return void tally.ok++
  tally.client4xx++
  const type = headers['content-type'] ?? ''
  const text = await response.text()
  if (type.includes('json') ? !readableJson(text) : !(type.includes('html') && readableHtml(text)))
    fail(`${status} ${type} without a readable message: ${text.slice(0, 120)}`)
}

async function run(request: APIRequestContext, cases: PageCase[]): Promise<Tally> {
  const tally: Tally = { total: 0, ok: 0, client4xx: 0, server5xx: 0, noAnswer: 0, failures: [] }
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]
      tally.total++
      try {
        const response = await request.fetch(`${ORIGIN}${c.path}`, {
          method: c.method,
          headers: { host: c.host, ...(c.body && { 'content-type': 'application/json' }) },
          data: c.body,
          maxRedirects: 0,
          timeout: TIMEOUT_MS,
          failOnStatusCode: false,
        })
        await judge(tally, c, response)
      } catch (error) {
        tally.noAnswer++
        if (tally.failures.length < 300) tally.failures.push(`${c.label}: no answer (${String(error).split('\n')[0].slice(0, 120)})`)
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  return tally
}

// ---- tests ----------------------------------------------------------------------------------

test('fuzz: odd requests to every page route are never a 5xx, and every 4xx says why', async ({ request }) => {
  test.setTimeout(180_000)
  const routes = await siteRoutes(request)
  expect(routes.makes.length).toBeGreaterThan(2)
  const cases = sample(oddCase(routes), REQUESTS, 7)
  const started = Date.now()
  const tally = await run(request, cases)
  console.log(
    `fuzz pages: ${tally.total} requests, ${tally.server5xx} 5xx, ${tally.client4xx} 4xx, ${tally.ok} 2xx/3xx, ${tally.noAnswer} without an answer (seed ${FUZZ_SEED}, ${Math.round((Date.now() - started) / 1000)} s)`,
  )
  expect(tally.total).toBeGreaterThanOrEqual(1000)
  expect(tally.failures).toEqual([])
  expect(tally.server5xx).toBe(0)
})

test('malformed percent-escapes and Host headers are a 400 with a message: a page for pages, JSON for APIs', async ({ request }) => {
  const local = `localhost:${PORT}`
  const cases: [string, string, 'html' | 'json'][] = [
    ['/%ED%A0%80', HOST, 'html'],
    ['/search/%E0%A4%A', HOST, 'html'],
    ['/cars/%C0%AF', HOST, 'html'],
    ['/manufacturers/%FF', HOST, 'html'],
    ['/100%', HOST, 'html'],
    ['/%00', HOST, 'html'],
    ['/special-offers?query=%00', HOST, 'html'],
    ['/_next/static/%FF', HOST, 'html'],
    ['/admin/%FF', local, 'html'],
    ['/admin/collections/%E0%A4%A', local, 'html'],
    ['/api/pages/%FF', local, 'json'],
    ['/api/pages?where[slug][equals]=%00', local, 'json'],
    ['/api/search/1/indexes/%FF/queries', HOST, 'json'],
    ['/search', `${HCM}:99999`, 'html'],
    ['/api/pages', 'a b', 'json'],
  ]
  for (const [path, host, kind] of cases) {
    const response = await request.get(`${ORIGIN}${path}`, { headers: { host }, maxRedirects: 0 })
    const label = `${path} [Host: ${host}]`
    expect(response.status(), label).toBe(400)
    expect(response.headers()['content-type'], label).toContain(kind === 'json' ? 'application/json' : 'text/html')
    const text = await response.text()
    if (kind === 'json') expect(JSON.parse(text), label).toEqual({ error: expect.stringMatching(/percent-escape|UTF-8|NUL|Host header/) })
    else expect(text, label).toMatch(/<h1>Bad request<\/h1>\s*<p>The (path|query string|Host header) [^<]+<\/p>/)
    expect(response.headers()['x-content-type-options'], label).toBe('nosniff')
  }
})

test('undecodable escapes in a query string reach pages as U+FFFD, never a 5xx', async ({ request }) => {
  // Next re-serialises the query before the proxy or any page reads it.
  for (const [path, host] of [
    ['/search?query=%ED%A0%80', HOST],
    ['/search?q=%ED%A0%80&make=%FF', HOST],
    ['/special-offers?price=%FF&query=%E0%A4%A', HOST],
    ['/manufacturers/toyota?model=%C0%AF', HOST],
    ['/admin/collections/pages?where=%E0%A4%A', `localhost:${PORT}`],
    ['/api/pages?where[title][equals]=%ED%A0%80', `localhost:${PORT}`],
  ]) {
    const response = await request.get(`${ORIGIN}${path}`, { headers: { host }, maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
  }
})

test('every response carries the static security headers, also where the proxy does not run', async ({ request }) => {
  const html = await (await request.get(`${ORIGIN}/`, { headers: { host: HOST } })).text()
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
  const image = html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replace(/&amp;/g, '&')
  expect(script).toBeTruthy()
  const paths = [
    '/',
    '/search',
    '/favicon.ico',
    script!,
    '/_next/static/chunks/missing.js',
    '/_next/image?url=%2Fnope.png&w=64&q=75',
    '/api/search/1/indexes/*/queries',
    '/%FF',
  ]
  if (image) paths.push(image)
  const expected = {
    'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  }
  for (const path of paths) {
    const response = await request.get(`${ORIGIN}${path}`, { headers: { host: HOST }, maxRedirects: 0 })
    expect(response.headers(), `${path} (${response.status()})`).toMatchObject(expected)
  }
  // A build file is only read: another method is a 405 that says so, with the same headers.
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const refused = await request.fetch(`${ORIGIN}${script}?query=%ED%A0%80`, { method, headers: { host: HOST }, failOnStatusCode: false })
    expect(refused.status(), method).toBe(405)
    expect(refused.headers()).toMatchObject({ ...expected, allow: 'GET, HEAD' })
    expect(await refused.json()).toEqual({ error: 'Build files can only be read (GET or HEAD).' })
  }
})

test('no response names the internal /<host>/ path in x-middleware-rewrite', async ({ request }) => {
  for (const path of ['/', '/search/toyota', '/special-offers?price=20000:30000', '/about-us', '/no-such-page']) {
    const response = await request.get(`${ORIGIN}${path}`, { headers: { host: HOST }, maxRedirects: 0 })
    expect(response.headers()['x-middleware-rewrite'], path).toBeUndefined()
    expect(JSON.stringify(response.headers()), path).not.toContain(`/${HCM}/`)
  }
  // A client cannot pick another dealer's pages by sending the proxy's header itself.
  const spoofed = await request.get(`${ORIGIN}/`, { headers: { host: HOST, 'x-dealer-site-host': SCAG } })
  expect(await spoofed.text()).toContain('Harbour City Motors')
  const asset = await request.get(`${ORIGIN}/favicon.ico`, { headers: { host: HOST, 'x-dealer-site-host': SCAG } })
  expect(await asset.text()).not.toContain('Southern Cross')
})
