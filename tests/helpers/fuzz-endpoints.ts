import fc from 'fast-check'
import { FACET_NAMES, INDEX_NAMES } from '@/src/search/index-config'
import {
  type BodySpec,
  type RequestSpec,
  clientIp,
  contentType,
  deepValue,
  getMethod,
  hostHeader,
  invalidJsonText,
  looseEncode,
  malformedBody,
  nastyNumber,
  nastyString,
  nastyValue,
  postMethod,
} from './fuzz-generators'
import { TRADE_IN_ANSWERS, VALUATION_BODY, decisionBody } from './trade-in'
import { APPLICATION_STEPS_BODY } from './finance-application'
import { STEP_FIELDS, STEP_IDS } from '@/src/domain/finance-application/steps'

/** Per-endpoint generators of request specs; the fuzz test turns them into real Requests. */

export const HARBOUR = 'harbour-city-motors.localhost'
export const GROUP = 'southern-cross-auto-group.localhost'
/** A site with no shopper accounts: sign-in calls there send and store nothing. */
export const RED_CENTRE = 'red-centre-caravans.localhost'

const request = (host: fc.Arbitrary<string | null>, method: fc.Arbitrary<string>, body: fc.Arbitrary<BodySpec | null>) =>
  fc.record({ method, host, contentType, ip: clientIp, body }) satisfies fc.Arbitrary<RequestSpec>

// ---- search ------------------------------------------------------------------------------

const SEARCH_KEYS = [
  'query',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'facets',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'highlightPreTag',
  'highlightPostTag',
  'attributesToRetrieve',
  'attributesToHighlight',
  'analytics',
  'clickAnalytics',
  'facetQuery',
  'maxFacetHits',
  'params',
  'type',
  'facet',
  'facetName',
]

const FILTER_WORDS = [
  'make:Toyota',
  'price>1000',
  'price:1 TO 2',
  'NOT',
  'AND',
  'OR',
  '(',
  ')',
  'year=2020',
  '"',
  'a:"b"',
  'km<=',
  '_tags:x',
  'price>1e309',
  'make:\\"',
  '-make:x',
]
const filterText = fc.array(fc.oneof(fc.constantFrom(...FILTER_WORDS), nastyString), { maxLength: 8 }).map((w) => w.join(' '))

/** Values a search parameter might plausibly, or implausibly, hold. */
const searchValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 5000 }) },
  { weight: 1, arbitrary: fc.constantFrom(['*'], '*', ['*', 'make'], FACET_NAMES, [...FACET_NAMES, ...FACET_NAMES]) },
  { weight: 1, arbitrary: filterText },
  { weight: 1, arbitrary: fc.array(fc.oneof(filterText, fc.array(filterText, { maxLength: 3 })), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...FACET_NAMES, 'nope', '', '*'), { maxLength: 60 }) },
)

/** A v4 `params` string of random pairs, percent-encoded when possible, raw when not. */
const paramsString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...SEARCH_KEYS), nastyString), fc.oneof(nastyString, nastyNumber.map(String), filterText)), {
    maxLength: 5,
  })
  .map((pairs) => pairs.map(([k, v]) => `${looseEncode(k)}=${looseEncode(v)}`).join('&'))

const searchEntry = fc
  .record({
    indexName: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...INDEX_NAMES) }, { weight: 1, arbitrary: nastyValue }),
    fields: fc.dictionary(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...SEARCH_KEYS) }, { weight: 1, arbitrary: nastyString }),
      searchValue,
      { maxKeys: 5 },
    ),
    params: fc.option(paramsString, { freq: 3 }),
  })
  .map(({ indexName, fields, params }) => ({ indexName, ...fields, ...(params === null ? {} : { params }) }))

/**
 * A search-page query with one or two fields swapped for values of the right type but odd
 * content, so the fuzz also reaches the engine and PostgreSQL, not only validation.
 */
const PAGE_QUERY = {
  indexName: 'cars',
  query: '',
  hitsPerPage: 21,
  page: 0,
  facets: ['make', 'make_model.lvl1', 'car_type', 'price'],
  maxValuesPerFacet: 100,
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
}
const oddText = fc.oneof(
  nastyString.filter((t) => t.length < 500),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
)
const oddNumber = fc.oneof(nastyNumber, fc.integer({ min: -1e6, max: 1e6 })).map((n) => (Number.isFinite(n) ? n : 0))
const nearValidField = fc.oneof(
  oddText.map((query) => ({ query })),
  oddText.map((t) => ({ facetFilters: [[`make:${t}`, `model:${t}`], `-car_type:${t}`] })),
  oddText.map((t) => ({ filters: `make:"${t.replace(/["\\]/g, '')}" OR NOT tag:'${t.replace(/['\\]/g, '')}'` })),
  oddNumber.map((n) => ({ numericFilters: [`price>=${n}`, `year:${n} TO ${n + 1}`, `km!=${n}`] })),
  fc.record({ page: fc.integer({ min: 0, max: 1000 }), hitsPerPage: fc.integer({ min: 0, max: 1000 }) }),
  fc.record({ offset: fc.integer({ min: 0, max: 1000 }), length: fc.integer({ min: 0, max: 1000 }) }),
  fc.array(oddText, { maxLength: 4 }).map((a) => ({ attributesToRetrieve: a, attributesToHighlight: a })),
  // Nested attributes (a card's lender figures), odd paths and prototype names among them.
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'finance_lenders.default.paymentWeek',
          '__proto__.polluted',
          'constructor.prototype.x',
          'make..model',
          '.',
          'images.0.url',
        ),
        oddText.map((t) => `finance_lenders.${t}.interestRate`),
      ),
      { maxLength: 4 },
    )
    .map((attributesToRetrieve) => ({ attributesToRetrieve })),
  fc.array(fc.oneof(fc.constantFrom(...FACET_NAMES), oddText), { maxLength: 8 }).map((facets) => ({ facets })),
  fc.record({ highlightPreTag: oddText, highlightPostTag: oddText }),
  fc.constantFrom(...INDEX_NAMES).map((indexName) => ({ indexName })),
  fc.constantFrom('alpha', 'count').map((sortFacetValuesBy) => ({ sortFacetValuesBy })),
  oddText.map((t) => ({ params: `query=${looseEncode(t)}&hitsPerPage=5&facetFilters=${looseEncode(JSON.stringify([`make:${t}`]))}` })),
)
const nearValidEntry = fc.array(nearValidField, { minLength: 1, maxLength: 2 }).map((fields) => Object.assign({}, PAGE_QUERY, ...fields))

/** Finding 6: many queries, many hits, every facet. */
const amplification = fc
  .record({
    queries: fc.integer({ min: 1, max: 60 }),
    hitsPerPage: fc.constantFrom(0, 21, 500, 1000, 1001),
    facets: fc.constantFrom(['*'], FACET_NAMES.slice(0, 20), []),
    maxValuesPerFacet: fc.constantFrom(10, 1000, 1001),
  })
  .map(({ queries, ...q }) => ({ requests: Array.from({ length: queries }, () => ({ indexName: 'cars', ...q })) }))

const multiBody: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 8, arbitrary: fc.array(searchEntry, { maxLength: 5 }).map((requests): BodySpec => ({ kind: 'json', value: { requests } })) },
  {
    weight: 6,
    arbitrary: fc
      .array(nearValidEntry, { minLength: 1, maxLength: 4 })
      .map((requests): BodySpec => ({ kind: 'json', value: { requests } })),
  },
  { weight: 3, arbitrary: amplification.map((value): BodySpec => ({ kind: 'json', value })) },
  { weight: 1, arbitrary: nastyValue.map((requests): BodySpec => ({ kind: 'json', value: { requests } })) },
  { weight: 1, arbitrary: deepValue.map((x): BodySpec => ({ kind: 'json', value: { requests: [{ indexName: 'cars', x }] } })) },
  { weight: 3, arbitrary: malformedBody(256 * 1024) },
)

export const searchSpec = request(hostHeader(HARBOUR), postMethod, multiBody)

/** Path segments of the facet-values endpoint, as Next hands them over (decoded), or odd. */
const facetPath = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...INDEX_NAMES) }, { weight: 1, arbitrary: nastyString }),
        fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom('make', 'model', 'badge', 'make_model.lvl1', 'city', 'categories', 'tag') },
          { weight: 2, arbitrary: fc.constantFrom('vin', 'price', 'stocknum', 'nope', '*', 'make%00', '%6Dake', 'make/../vin', 'MAKE') },
          { weight: 1, arbitrary: nastyString },
        ),
      )
      .map(([index, facet]) => [index, 'facets', facet, 'query']),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.constantFrom('cars', 'facets', 'query', '*', 'queries'), nastyString), { maxLength: 6 }) },
)

const facetBody: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({ facetQuery: oddText, maxFacetHits: fc.integer({ min: 1, max: 100 }), query: fc.oneof(fc.constant(''), oddText) })
      .map((value): BodySpec => ({ kind: 'json', value })),
  },
  {
    weight: 8,
    arbitrary: fc
      .dictionary(
        fc.oneof(
          {
            weight: 5,
            arbitrary: fc.constantFrom('facetQuery', 'maxFacetHits', 'query', 'facetFilters', 'filters', 'params', 'highlightPreTag'),
          },
          { weight: 1, arbitrary: nastyString },
        ),
        searchValue,
        { maxKeys: 4 },
      )
      .map((value): BodySpec => ({ kind: 'json', value })),
  },
  { weight: 3, arbitrary: malformedBody(256 * 1024) },
)

export const facetSpec = fc.record({ path: facetPath, spec: request(hostHeader(GROUP), postMethod, facetBody) })

// ---- finance quote ------------------------------------------------------------------------

export const GOOD_QUOTE = {
  selfAssessedCreditScore: 'Excellent',
  purchasePrice: 32990,
  loanTerm: 5,
  year: 2021,
  vin: 'VIN1',
  nvic: 'N1',
  whoIsHelping: 'me',
}
const QUOTE_KEYS = Object.keys(GOOD_QUOTE) as (keyof typeof GOOD_QUOTE)[]

const quoteValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom('32990', '$32,990', '5', 'five', '1e3', ' 2021 ', '0x7E5') },
)

/**
 * A valid body with a few keys dropped, a few replaced by odd values and a few unknown keys
 * added (most of the time), else a malformed body: the shape every JSON endpoint's fuzz uses.
 */
function mutatedJsonBody(good: Record<string, unknown>, keys: readonly string[], value: fc.Arbitrary<unknown>, maxBytes: number) {
  return fc.oneof(
    { weight: 8, arbitrary: mutatedObject(good, keys, value).map((body): BodySpec => ({ kind: 'json', value: body })) },
    { weight: 3, arbitrary: malformedBody(maxBytes) },
  ) satisfies fc.Arbitrary<BodySpec>
}

/** A valid object with a few keys dropped, a few replaced by odd values and a few unknown keys added. */
function mutatedObject(good: Record<string, unknown>, keys: readonly string[], value: fc.Arbitrary<unknown>) {
  return fc
    .record({
      drop: fc.subarray(Object.keys(good), { maxLength: 3 }),
      replace: fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 3 }),
      extra: fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...good, ...replace, ...extra }
      for (const key of drop) delete body[key]
      return body
    })
}

const quoteBody = mutatedJsonBody(GOOD_QUOTE, QUOTE_KEYS, quoteValue, 10_000)

export const quoteSpec = request(hostHeader(GROUP), postMethod, quoteBody)

// ---- delivery estimate --------------------------------------------------------------------

export const deliveryQuery = fc.oneof(
  { weight: 4, arbitrary: nastyString.map((s) => `?postcode=${looseEncode(s)}`) },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 100_000 }).map((n) => `?postcode=${n}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '?',
      '?postcode',
      '?postcode=',
      '?postcode=2000&postcode=3000',
      '?Postcode=2000',
      '?postcode=%',
      '?postcode=20%0',
      '?postcode=2%30%30%30',
      '?postcode=%E2%80%AE2000',
      '?postcode[]=2000',
      '?postcode=2000#frag',
      `?postcode=${'2'.repeat(10_000)}`,
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => `?${s.replace(/[#\s]/g, '')}`) },
)

export const deliverySpec = fc.record({ query: deliveryQuery, spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)) })

// ---- nearest locations --------------------------------------------------------------------

/** Coordinates as text: in and out of range, exponents, hex, signs, junk. */
const coordinate = fc.oneof(
  fc.double({ min: -400, max: 400 }).map(String),
  fc.double().map(String),
  nastyString,
  fc.constantFrom('-33.87', '151.21', '', '-0', '1e2', '0x10', ' -33', '\u221233', '90.00000000001', '-180', '1'.repeat(400)),
)

export const nearestQuery = fc.oneof(
  { weight: 3, arbitrary: deliveryQuery },
  {
    weight: 3,
    arbitrary: fc.record({ lat: coordinate, lng: coordinate }).map(({ lat, lng }) => `?lat=${looseEncode(lat)}&lng=${looseEncode(lng)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('2000', '0870', '0000', '', '20 00'), coordinate)
      .map(([postcode, c]) => `?postcode=${looseEncode(postcode)}&lat=${looseEncode(c)}&lng=${looseEncode(c)}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?postcode=3000',
      '?postcode=7250',
      '?lat=-33.87&lng=151.21',
      '?lat=-33.87',
      '?lng=151',
      '?lat[]=1&lng[]=2',
      '?lat=1&lat=2&lng=3',
    ),
  },
)

export const nearestSpec = fc.record({ query: nearestQuery, spec: request(hostHeader(GROUP), getMethod, fc.constant(null)) })

// ---- price comparison ---------------------------------------------------------------------

/** Slugs: real ones of the site, mutated ones, and junk, as Next decodes them, or still escaped. */
export function autogaugeSlug(realSlugs: readonly string[]): fc.Arbitrary<string> {
  const real = fc.constantFrom(...realSlugs)
  return fc.oneof(
    { weight: 3, arbitrary: real },
    {
      weight: 3,
      arbitrary: fc.tuple(real, fc.constantFrom('upper', '%2F', '../', '%00', 'trail', 'double', 'space', 'dot')).map(([slug, how]) => {
        if (how === 'upper') return slug.toUpperCase()
        if (how === '%2F') return `${slug}%2F..%2Fx`
        if (how === '../') return `../${slug}`
        if (how === '%00') return `${slug}%00`
        if (how === 'trail') return `${slug}-`
        if (how === 'double') return slug.replace('-', '--')
        if (how === 'space') return ` ${slug}`
        return `${slug}.json`
      }),
    },
    { weight: 3, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constantFrom('a'.repeat(201), `${'a-'.repeat(5000)}a`, '%E2%80%AE', '\ud800', 'a\u0000') },
  )
}

export const autogaugeSpec = (realSlugs: readonly string[]) =>
  fc.record({ slug: autogaugeSlug(realSlugs), spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)) })

// ---- vehicle page views -------------------------------------------------------------------

const VIEW_KEYS = ['photos_count', 'updated_at', 'website_id', 'slug', '']

/** view.json queries: the page's own parameters with nasty values, repeated or unknown keys. */
const viewQuery = fc
  .array(fc.tuple(fc.constantFrom(...VIEW_KEYS), fc.oneof(nastyString, nastyNumber.map(String))), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${looseEncode(k)}=${looseEncode(v)}`).join('&')}` : ''))

/** A shopper's browser, a bot, none, or junk: counting and not counting both get exercised. */
const userAgent = fc.constantFrom(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile Safari/604.1',
  'Mozilla/5.0 (compatible; Googlebot/2.1)',
  '',
  'Mozilla/5.0 (X11; Linux) \t  curl/8 spaced ;;; ',
  'x'.repeat(5000),
)

/** Visitor cookies: none, made-up ids, forged signatures, junk; none may make a new visitor. */
const visitorCookie = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('visitor', '__Host-visitor'), fc.stringMatching(/^[\w-]{22}$/), fc.stringMatching(/^[\w-]{0,50}$/))
      .map(([name, id, signature]) => `${name}=${id}.${signature}`),
  },
  { weight: 1, arbitrary: nastyString.map((text) => `visitor=${text.replace(/[^\x20-\x7e]/g, '')}`) },
)

export const viewSpec = (realSlugs: readonly string[]) =>
  fc.record({
    slug: autogaugeSlug(realSlugs),
    query: viewQuery,
    spec: fc
      .tuple(request(hostHeader(HARBOUR), getMethod, fc.constant(null)), userAgent, visitorCookie)
      .map(([spec, agent, cookie]) => ({ ...spec, headers: { 'user-agent': agent, ...(cookie === null ? {} : { cookie }) } })),
  })

// ---- phone reveals -------------------------------------------------------------------------

/** A car of the site and the report its page sends (phoneRevealReport). */
export interface RevealedCar {
  slug: string
  report: { car_id: string; dealership_id: string; website_id: string }
}

const REVEAL_KEYS = ['car_id', 'dealership_id', 'website_id'] as const

/** Ids of the wrong type or of the wrong car, dealership or site, among plain junk. */
const revealValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 2, arbitrary: fc.constantFrom('1', '', '  ', 'harbour-city-motors', 'southern-cross-auto-group', '0', 0, -1, 1.5, 1e21) },
)

/**
 * phone-reveal reports: a real car's own report, mutated, at its address (mostly) or at a mutated
 * or junk one, from a shopper's browser, a bot or junk: storing and not storing both get exercised.
 */
export const phoneRevealSpec = (cars: readonly RevealedCar[]) =>
  fc.constantFrom(...cars).chain((car) =>
    fc.record({
      slug: fc.oneof({ weight: 3, arbitrary: fc.constant(car.slug) }, { weight: 1, arbitrary: autogaugeSlug(cars.map((c) => c.slug)) }),
      spec: fc
        .tuple(request(hostHeader(HARBOUR), postMethod, mutatedJsonBody(car.report, REVEAL_KEYS, revealValue, 4_000)), userAgent)
        .map(([spec, agent]) => ({ ...spec, headers: { 'user-agent': agent } })),
    }),
  )

// ---- car PDF ------------------------------------------------------------------------------

/**
 * /cars/{slug}/pdf: mostly mutated and junk slugs and hosts (a real car draws a whole PDF, so
 * one case in forty asks for one), all through the route's own host segment.
 */
export const pdfSpec = (realSlugs: readonly string[]) => {
  const real = new Set(realSlugs)
  return fc.record({
    slug: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...realSlugs) },
      { weight: 39, arbitrary: autogaugeSlug(realSlugs).filter((s) => !real.has(s)) },
    ),
    host: fc.oneof(
      { weight: 8, arbitrary: fc.constant(HARBOUR) },
      { weight: 2, arbitrary: fc.constantFrom('nobody.localhost', HARBOUR.toUpperCase(), '%E0%A4%A', '..', '', `${HARBOUR}%00`) },
      { weight: 1, arbitrary: nastyString },
    ),
    spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)),
  })
}

// ---- make logos ----------------------------------------------------------------------------

/** GET /api/make-logos/{file}: real makes, made-up ones (wordmarks), and names that are not logo files. */
export const makeLogoSpec = fc.record({
  file: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('toyota.svg', 'bmw.svg', 'rolls-royce.svg', 'jayco.svg', 'new-age.svg', 'make.svg') },
    { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8}){0,2}\.svg$/) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'Toyota.svg',
        'toyota',
        'toyota.png',
        '../../etc/passwd.svg',
        '<script>.svg',
        '__proto__.svg',
        `${'a'.repeat(41)}.svg`,
        'toyota.svg\r\nx-injected: 1',
        '.svg',
      ),
    },
    { weight: 1, arbitrary: nastyString },
  ),
  spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)),
})

// ---- demo stock files ----------------------------------------------------------------------

/**
 * GET /api/inventory-files/{file}: the site's real report names (drawn once, then from memory),
 * made-up stock numbers of the right shape (never drawn), odd, long and hostile names.
 */
export const inventoryFileSpec = (realReports: readonly string[]) =>
  fc.record({
    file: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...realReports) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 9_999_999 }).map((n) => `history-HCM${String(n).padStart(5, '0')}.pdf`) },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          'history-SCAG1234567.pdf',
          'history-HCM10042.PDF',
          'history-hcm10042.pdf',
          'history-HCM1004.pdf',
          'history-HCM10042.pdf\r\nx-injected: 1',
          'history-"HCM10042".pdf',
          'walkaround.mp4',
          'walkaround.mp4%00',
          '../../package.json',
          '%2e%2e%2fpackage.json',
          'history-ABCDEFGHI12345.pdf',
          '',
        ),
      },
      { weight: 5, arbitrary: nastyString },
    ),
    spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)),
  })

// ---- feeds --------------------------------------------------------------------------------

/** A make no vehicle accepts, so no generated row can ever be imported. */
const INVALID_MAKES = ['', '   ', [], {}]

/** Every object row gets an invalid make: a fuzz feed must never replace a dealership's stock. */
export function spoilRows(value: unknown): unknown {
  const spoil = (rows: unknown[], i = 0) =>
    rows.map((row, j) =>
      typeof row === 'object' && row !== null && !Array.isArray(row)
        ? { ...row, make: INVALID_MAKES[(i + j) % INVALID_MAKES.length] }
        : row,
    )
  if (Array.isArray(value)) return spoil(value)
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    for (const key of ['vehicles', 'cars', 'data']) if (Array.isArray(out[key])) out[key] = spoil(out[key] as unknown[], 1)
    return out
  }
  return value
}

const VEHICLE_KEYS = [
  'id',
  'year',
  'model',
  'car_type',
  'status',
  'price',
  'km',
  'slug',
  'dealership_slug',
  'vin',
  'images',
  'location',
  'finance_lenders',
  'payment_processors',
  'caravan.sleeps',
  'created_at',
]

const feedRow = fc.dictionary(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...VEHICLE_KEYS) }, { weight: 1, arbitrary: nastyString }),
  nastyValue,
  { maxKeys: 8 },
)

const csvCell = fc.oneof(nastyString, nastyNumber.map(String), fc.constantFrom('"', '""', '"a,b"', 'a|b', '\n', '\r\n', '"unterminated'))
const csvFeed = fc
  .record({
    header: fc.array(fc.oneof(fc.constantFrom(...VEHICLE_KEYS), nastyString), { maxLength: 8 }),
    rows: fc.array(fc.array(csvCell, { maxLength: 9 }), { maxLength: 6 }),
  })
  .map(({ header, rows }) => [header.filter((h) => h.trim() !== 'make'), ...rows].map((cells) => cells.join(',')).join('\n'))

export const FEED_BYTES = 20 * 1024 * 1024

const feedBody: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 6, arbitrary: fc.array(feedRow, { maxLength: 6 }).map((rows): BodySpec => ({ kind: 'json', value: spoilRows(rows) })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('vehicles', 'cars', 'data', 'items'), fc.array(feedRow, { maxLength: 4 }))
      .map(([key, rows]): BodySpec => ({ kind: 'json', value: spoilRows({ [key]: rows }) })),
  },
  { weight: 3, arbitrary: csvFeed.map((text): BodySpec => ({ kind: 'text', text })) },
  {
    weight: 1,
    arbitrary: deepValue.map((deep): BodySpec => ({ kind: 'json', value: [{ id: '1', make: '', payment_processors: [deep] }] })),
  },
  { weight: 2, arbitrary: nastyValue.map((value): BodySpec => ({ kind: 'json', value: spoilRows(value) })) },
  { weight: 2, arbitrary: invalidJsonText.map((text): BodySpec => ({ kind: 'text', text })) },
)

/** Huge feeds are few: each one streams 20 MB before it is refused. */
const hugeFeed = fc.constantFrom<BodySpec>(
  { kind: 'stream', bytes: FEED_BYTES + 1, declared: null },
  { kind: 'stream', bytes: FEED_BYTES * 2, declared: 100 },
  { kind: 'stream', bytes: 1000, declared: FEED_BYTES + 1 },
)

export type FeedAuth = 'bearer' | 'x-feed-key' | 'lowercase-bearer' | 'wrong' | 'none' | 'empty-bearer' | 'basic' | 'other-dealer'

export const feedSpec = fc.record({
  slug: fc.oneof(
    { weight: 12, arbitrary: fc.constant('fuzz-feed-dealer') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'harbour-city-motors',
        'FUZZ-FEED-DEALER',
        'fuzz-feed-dealer%2F..',
        'fuzz-feed-dealer/',
        `fuzz-${'x'.repeat(300)}`,
        '..',
        '',
      ),
    },
    { weight: 1, arbitrary: nastyString },
  ),
  auth: fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom<FeedAuth>('bearer', 'x-feed-key', 'lowercase-bearer') },
    { weight: 4, arbitrary: fc.constantFrom<FeedAuth>('wrong', 'none', 'empty-bearer', 'basic', 'other-dealer') },
  ),
  spec: request(
    fc.oneof(fc.constant(HARBOUR), hostHeader(HARBOUR)),
    postMethod,
    fc.oneof({ weight: 60, arbitrary: feedBody }, { weight: 1, arbitrary: hugeFeed }, { weight: 2, arbitrary: fc.constant(null) }),
  ),
})

// ---- staff feed actions ------------------------------------------------------------------

/** How a request to a staff feed action presents itself: an editor (who may neither rotate keys nor find a held run), or no staff at all. */
export type StaffAuth = 'none' | 'garbage-jwt' | 'feed-key' | 'garbage-cookie' | 'empty-jwt' | 'editor'

/** POST /api/feeds/{slug}/key and /api/feeds/{slug}/runs/{runId}/confirm, as an editor or nobody. */
export const feedStaffSpec = fc.record({
  action: fc.constantFrom('key', 'confirm'),
  slug: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('harbour-city-motors', 'fuzz-feed-dealer', 'southern-cross-mazda') },
    { weight: 1, arbitrary: nastyString },
  ),
  runId: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('1', '0', '-1', '1e3', '', '999999999999999', '9999999999999999999') },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 10_000 }).map(String) },
    { weight: 1, arbitrary: nastyString },
  ),
  auth: fc.oneof(
    { weight: 3, arbitrary: fc.constant<StaffAuth>('editor') },
    { weight: 2, arbitrary: fc.constantFrom<StaffAuth>('none', 'garbage-jwt', 'feed-key', 'garbage-cookie', 'empty-jwt') },
  ),
  spec: request(
    fc.oneof(fc.constant(null), hostHeader(HARBOUR)),
    postMethod,
    fc.oneof(
      fc.constant(null),
      nastyValue.map((value): BodySpec => ({ kind: 'json', value })),
    ),
  ),
})

// ---- leads ---------------------------------------------------------------------------------

export const GOOD_LEAD = {
  form: 'contact',
  name: 'Ann',
  last_name: 'Lee',
  email: 'fuzz@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Please call me',
  started_at: '1000',
}
const LEAD_KEYS = [
  ...Object.keys(GOOD_LEAD),
  'car_slug',
  'category',
  'dealership_slug',
  'booking_at',
  // The day and time selects, joined into booking_at by the schema.
  'booking_date',
  'booking_time',
  // The test drive location, checked against the car's distribution locations once it is found.
  'distribution_location',
  'additional_services',
  'visited_pages',
]

const leadValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 1, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'test-drive',
      'service',
      'enquiry',
      'careers',
      '20000',
      '02 9555 0123',
      'Yes',
      'Finance',
      '2026-13-01T25:00',
      '2026-12-01',
      '10:00',
      'Harbour City Chatswood',
      '',
    ),
  },
)

const leadBody = mutatedJsonBody(GOOD_LEAD, LEAD_KEYS, leadValue, 20_000)

/**
 * A plain form post, as a browser without script sends it: the good form with a few fields
 * replaced by odd text (URLSearchParams percent-encodes a NUL as %00, which is decoded back
 * before validation), or hand-written escapes, in names too. JSON answers (no Accept: text/html).
 */
const leadFormText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        replace: fc.dictionary(fc.constantFrom(...LEAD_KEYS), fc.oneof(nastyString, fc.constantFrom('A\u0000nn', '\u0000', '\ud800')), {
          maxKeys: 3,
        }),
        extra: fc.dictionary(nastyString, nastyString, { maxKeys: 2 }),
      })
      .map(({ replace, extra }) => new URLSearchParams({ ...GOOD_LEAD, ...replace, ...extra }).toString()),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'name=A%00nn',
        '%00=1',
        'name=%ED%A0%80',
        'message=%',
        'name=%C0%80',
        'additional_services=Finance&additional_services=%00',
      )
      .map((odd) => `${new URLSearchParams(GOOD_LEAD)}&${odd}`),
  },
)

const leadFormPost = fc.record({
  method: postMethod,
  host: hostHeader(HARBOUR),
  contentType: fc.constant<string | null>('application/x-www-form-urlencoded'),
  ip: clientIp,
  body: leadFormText.map((text): BodySpec => ({ kind: 'text', text })),
}) satisfies fc.Arbitrary<RequestSpec>

export const leadSpec = fc.oneof(
  { weight: 3, arbitrary: request(hostHeader(HARBOUR), postMethod, leadBody) },
  { weight: 1, arbitrary: leadFormPost },
)

// ---- trade-in valuation and offer decision -------------------------------------------------

const VALUATION_KEYS = [...Object.keys(VALUATION_BODY), 'rego', 'rego_state', 'badge']

const valuationValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 1, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.record({
      ...Object.fromEntries(
        Object.keys(TRADE_IN_ANSWERS).map((k) => [k, fc.oneof(nastyValue, fc.constantFrom('none', 'good', 'poor', 'full'))]),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom('TRD22A', 'NSW', 'WA', '1OLD015', 'Mazda', 'CX-5', '2015', '150,000 kms', '-1', '2027', '') },
)

/** POST /api/trade-in/valuation: the good request (make, model, year) mutated, and rego variants. */
export const valuationSpec = request(
  hostHeader(HARBOUR),
  postMethod,
  mutatedJsonBody(VALUATION_BODY, VALUATION_KEYS, valuationValue, 20_000),
)

/** The decision's good body; `offer_token: 'token'` is replaced by the test with a real signed offer. */
const GOOD_DECISION = decisionBody('token')
const DECISION_KEYS = [...Object.keys(GOOD_DECISION), 'rego', 'kms', 'car_slug', 'dealership_slug']

const decisionValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 1, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.constantFrom('accept', 'decline', 'ACCEPT', 'token', 'eyJ0ZW5hbnQiOiIxIn0.forged', '.', 'a.b.c', '999999', ''),
  },
)

/** POST /api/trade-in/decision: accept or decline, with real, forged and junk offers. */
export const decisionSpec = request(hostHeader(HARBOUR), postMethod, mutatedJsonBody(GOOD_DECISION, DECISION_KEYS, decisionValue, 20_000))

// ---- trade-in photos ------------------------------------------------------------------------

const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'image/heic',
  'image/',
  'text/html',
  'multipart/form-data; boundary=x',
]

/**
 * POST /api/trade-in/photos: `images` (real, small files the test draws) sent whole, cut short,
 * with junk after their first bytes or behind a script; random bytes; and bodies past the cap.
 */
export function photoSpec(images: readonly (readonly number[])[]): fc.Arbitrary<RequestSpec> {
  const image = fc.constantFrom(...images)
  const bytes = (arbitrary: fc.Arbitrary<readonly number[]>) => arbitrary.map((b): BodySpec => ({ kind: 'bytes', bytes: [...b] }))
  const body = fc.oneof(
    { weight: 4, arbitrary: bytes(image) },
    { weight: 2, arbitrary: bytes(fc.tuple(image, fc.nat()).map(([b, n]) => b.slice(0, Math.max(1, n % b.length)))) },
    { weight: 2, arbitrary: bytes(fc.tuple(image, fc.uint8Array({ maxLength: 200 })).map(([b, junk]) => [...b.slice(0, 16), ...junk])) },
    {
      weight: 1,
      arbitrary: bytes(image.map((b) => [...b.slice(0, 12), ...Buffer.from('<svg onload="alert(1)"><script>x</script></svg>')])),
    },
    { weight: 1, arbitrary: bytes(fc.uint8Array({ maxLength: 300 }).map((b) => [...b])) },
    { weight: 1, arbitrary: nastyString.map((text): BodySpec => ({ kind: 'text', text })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<[number, number | null]>(
          [10 * 1024 * 1024 + 1, null],
          [12 * 1024 * 1024, 2],
          [11 * 1024 * 1024, 10 * 1024 * 1024 + 1],
        )
        .map(([size, declared]): BodySpec => ({ kind: 'stream', bytes: size, declared })),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  )
  const type = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string | null>('image/jpeg') },
    { weight: 3, arbitrary: fc.constantFrom<string | null>(...PHOTO_TYPES) },
    { weight: 1, arbitrary: contentType },
  )
  return fc.record({
    method: postMethod,
    host: hostHeader(HARBOUR),
    contentType: type,
    ip: clientIp,
    body,
  }) satisfies fc.Arbitrary<RequestSpec>
}

// ---- finance application --------------------------------------------------------------------

const applicationValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 1, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '2008-12-31',
      '1890-01-01',
      '1990-02-30',
      '31/05/1990',
      '0412 345 678',
      '02 9555 0123',
      '$1,000',
      '1e9',
      '-5',
      '7',
      '8',
      'retired',
      'full-time',
      'renting',
      'NSW',
      'Sir',
      '',
    ),
  },
)

/** Each step: the good answers, mutated ones, junk, or left out. */
const applicationSteps = fc.record(
  Object.fromEntries(
    STEP_IDS.map((step) => {
      const good = APPLICATION_STEPS_BODY[step] as Record<string, unknown>
      return [
        step,
        fc.oneof(
          { weight: 3, arbitrary: mutatedObject(good, STEP_FIELDS[step], applicationValue) },
          { weight: 2, arbitrary: fc.constant(good) },
          { weight: 1, arbitrary: nastyValue },
        ),
      ]
    }),
  ),
  { requiredKeys: [] },
)

/** `token: 'token'` is replaced by the test with a real resume link; the others are junk or forged. */
const applicationToken = fc.oneof(
  { weight: 4, arbitrary: fc.constant('token') },
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: nastyValue },
  { weight: 1, arbitrary: fc.constantFrom('eyJ0ZW5hbnQiOiIxIn0.forged', '.', 'a.b.c', 'e30.e30', '') },
)

const applicationBody = (extra: fc.Arbitrary<Record<string, unknown>>, maxBytes: number) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({ token: applicationToken, steps: applicationSteps, extra }).map(({ token, steps, extra }): BodySpec => ({
        kind: 'json',
        value: { ...steps, ...extra, ...(token === undefined ? {} : { token }) },
      })),
    },
    { weight: 3, arbitrary: malformedBody(maxBytes) },
  ) satisfies fc.Arbitrary<BodySpec>

/** POST /api/finance-application: steps good, mutated and junk, with a real, forged or no resume link. */
export const applicationSaveSpec = request(
  hostHeader(HARBOUR),
  postMethod,
  applicationBody(fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }), 20_000),
)

const GOOD_SUBMIT = { consent: true, opt_in: false, started_at: String(Date.now() - 60_000) }

/** POST /api/finance-application/submit: the consent and lead fields mutated, steps sometimes with it. */
export const applicationSubmitSpec = request(
  hostHeader(HARBOUR),
  postMethod,
  applicationBody(
    fc.oneof(
      {
        weight: 3,
        arbitrary: mutatedObject(
          GOOD_SUBMIT,
          [...Object.keys(GOOD_SUBMIT), 'dealership_slug', 'preferred_contact', 'company_website'],
          applicationValue,
        ),
      },
      { weight: 1, arbitrary: fc.constant(GOOD_SUBMIT) },
    ),
    20_000,
  ),
)

/** GET /api/finance-application?token=: the real link (`?token=token`), junk, forged and odd query strings. */
export const applicationReadSpec = (forged: readonly string[]) =>
  fc.record({
    query: fc.oneof({ weight: 2, arbitrary: fc.constant('?token=token') }, { weight: 6, arbitrary: sitePreviewQuery(forged) }),
    spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)),
  })

// ---- shopper accounts and watchlist ---------------------------------------------------------

const GOOD_SHOPPER_CALL = { phone_number: '0412 345 678', code: '123456', car_id: 'car', confirm: true, favourites: [] as string[] }
const SHOPPER_KEYS = Object.keys(GOOD_SHOPPER_CALL)

/** Random real-looking mobiles (so the per-number limits are rarely what answers) and near misses. */
const mobile = fc.oneof(
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => `04${String(n).padStart(8, '0')}`),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => `+61 4${String(n).padStart(8, '0')}`),
  fc.constantFrom('02 9555 0123', '0412', '+61412345678901', '04１２３４５６７８', '0412 345 678\u0000'),
)

const shopperValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 3, arbitrary: mobile },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9 -]{0,10}$/) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, 'true', 1) },
)

const shopperBody = mutatedJsonBody(GOOD_SHOPPER_CALL, SHOPPER_KEYS, shopperValue, 4_000)

/** Header values are bytes: what a client can send at all (no controls, nothing above U+00FF). */
const headerText = nastyString.map((text) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, ''))

/** A session cookie: none, garbage, or a well-formed token with a forged signature. */
const shopperCookie = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: headerText },
  {
    weight: 2,
    arbitrary: fc
      .record({ s: fc.oneof(fc.nat().map(String), nastyString), t: fc.nat(10).map(String), v: fc.integer(), exp: fc.integer() })
      .map((claims) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.forged-signature`),
  },
)

/** The browser's sign-in cookie (a code works only with it): none, garbage, or one of the right shape nobody was given. */
const deviceCookie = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: headerText },
  { weight: 2, arbitrary: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString('base64url')) },
)

const action = (names: string[]) =>
  fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom('nope', '..%2Fme', '') })

const routeAndAction = fc.oneof(
  fc.record({ route: fc.constant('account'), action: action(['send-code', 'verify-code', 'sign-out', 'delete-account', 'me']) }),
  fc.record({ route: fc.constant('watchlist'), action: action(['save-car', 'remove-car']) }),
)

export const shopperSpec = fc
  .tuple(
    routeAndAction,
    shopperCookie,
    deviceCookie,
    request(
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(HARBOUR) },
        { weight: 1, arbitrary: fc.constant(RED_CENTRE) },
        { weight: 1, arbitrary: hostHeader(HARBOUR) },
      ),
      fc.oneof(postMethod, getMethod),
      shopperBody,
    ),
  )
  .map(([target, cookie, device, spec]) => ({ ...target, cookie, device, spec }))

// ---- reserve a car -----------------------------------------------------------------------------

const GOOD_RESERVATION = {
  car_id: 'car',
  name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '2000',
}
// A card sent anyway (an old client, an attacker) is never read: the fuzz sends some.
const RESERVATION_KEYS = [...Object.keys(GOOD_RESERVATION), 'card', 'card.number']

const reservationValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  { weight: 1, arbitrary: fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '12/30', '13/99', '', 'no-such-car') },
  { weight: 1, arbitrary: fc.record({ number: nastyString, expiry: nastyString, cvc: nastyString, name: nastyString }) },
)

/** A well-formed request opens a payment page nobody pays, so no car is ever reserved by the fuzz. */
export const reserveSpec = fc
  .tuple(
    request(
      fc.oneof({ weight: 6, arbitrary: fc.constant(HARBOUR) }, { weight: 1, arbitrary: hostHeader(HARBOUR) }),
      postMethod,
      mutatedJsonBody(GOOD_RESERVATION, RESERVATION_KEYS, reservationValue, 4_000),
    ),
    fc.oneof(
      fc.uuid().map(String),
      fc.constant(null),
      nastyString.map((t) => t.replace(/[^\x20-\x7e]/g, '')),
    ),
  )
  .map(([spec, key]) => (key === null ? spec : { ...spec, headers: { 'idempotency-key': key } }))

// ---- payment events and the payment page's way back (Stripe) -------------------------------------

/** A paid Checkout Session event about a reservation that does not exist: even signed, it changes nothing. */
export const GOOD_PAYMENT_EVENT = {
  id: 'evt_fuzz',
  object: 'event',
  type: 'checkout.session.completed',
  created: 1_790_000_000,
  data: {
    object: {
      object: 'checkout.session',
      id: 'cs_test_fuzz',
      payment_status: 'paid',
      payment_intent: 'pi_test_fuzz',
      amount_total: 20000,
      client_reference_id: '999999999',
      metadata: { reservation: '999999999', tenant: '1' },
    },
  },
}
const PAYMENT_EVENT_KEYS = Object.keys(GOOD_PAYMENT_EVENT)
const paymentEventValue = fc.oneof(
  { weight: 4, arbitrary: nastyValue },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'checkout.session.expired',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'charge.refunded',
      { object: { object: 'checkout.session', id: 'cs_x', metadata: { reservation: '-1', tenant: 'x' } } },
      { object: { object: 'checkout.session', id: 'cs_x', payment_status: 'paid', metadata: { reservation: '999999998', tenant: '1' } } },
    ),
  },
)

/** How a fuzzed event is signed: not at all, nonsense, with another secret, too long ago, or properly. */
export type EventSignature = 'none' | 'garbage' | 'wrong-secret' | 'stale' | 'valid'

export const paymentEventSpec = fc.record({
  signature: fc.constantFrom<EventSignature>('none', 'garbage', 'wrong-secret', 'stale', 'valid', 'valid'),
  garbage: nastyString,
  spec: request(
    fc.constant('localhost'),
    postMethod,
    mutatedJsonBody(GOOD_PAYMENT_EVENT, PAYMENT_EVENT_KEYS, paymentEventValue, 256 * 1024),
  ),
})

/** The way back from the payment page: ids and references nobody can guess right. */
export const cancelSpec = fc.record({
  reservation: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 100_000 }).map(String), nastyString),
  ref: fc.oneof(fc.constant(null), fc.base64String({ minLength: 32, maxLength: 32 }), nastyString),
  spec: request(
    fc.oneof({ weight: 6, arbitrary: fc.constant(HARBOUR) }, { weight: 1, arbitrary: hostHeader(HARBOUR) }),
    getMethod,
    fc.constant(null),
  ),
})

// ---- the demo provider's payment page -----------------------------------------------------------

/** Page addresses nobody signed: made-up, truncated and odd sessions, any button, shown or pressed. */
export const demoPaymentSpec = fc.record({
  session: fc.oneof(
    fc.constant(null),
    nastyString,
    fc
      .tuple(fc.base64String({ minLength: 8, maxLength: 400 }), fc.base64String({ minLength: 44, maxLength: 44 }))
      .map(([b, s]) => `${b}.${s}`.replace(/[+/=]/g, 'A')),
  ),
  outcome: fc.oneof(fc.constantFrom('pay', 'decline', '', 'PAY'), nastyString),
  form: fc.boolean(),
  spec: request(
    fc.oneof({ weight: 6, arbitrary: fc.constant(HARBOUR) }, { weight: 1, arbitrary: hostHeader(HARBOUR) }),
    fc.oneof(postMethod, getMethod),
    fc.constant(null),
  ),
})

// ---- Payload's API: GraphQL and version routes ----------------------------------------------

/** The platform host (the CMS API answers there only) and, now and then, a dealer's. */
const cmsHost = fc.oneof({ weight: 8, arbitrary: fc.constant('localhost:3000') }, { weight: 1, arbitrary: hostHeader(HARBOUR) })

/** Queries that made Payload answer 500, and their neighbours. */
const UNRUNNABLE_QUERIES = [
  'query { ...A } fragment A on Query { ...A }',
  'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
  'query { Pages { docs { ...P } } } fragment P on Page { id ...P }',
  'query { __typename } fragment A on Query { ...A }',
  'subscription { x }',
  'query { __typename } subscription S { x }',
  'query { __typename @include(if: "x") }',
  'query { __typename @include }',
  'query { __typename @skip(if: $v) }',
  'query($v: Boolean) { __typename @skip(if: $v) }',
  'query A($v: Boolean) { __typename } query B { ...F } fragment F on Query { __typename @skip(if: $v) }',
  `query { ${'a { '.repeat(3000)}b${' }'.repeat(3000)} }`,
  `query { ${Array.from({ length: 2000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  'query { Pages(limit: 99999999999) { docs { id } } }',
  'query { Tenants { docs { id slug } } }',
  'query { __schema { types { name } } }',
  'mutation { createPage(data: {}) { id } }',
]
const GRAPHQL_TOKENS = [
  'query',
  'mutation',
  'subscription',
  'fragment',
  'A',
  'B',
  'on',
  'Query',
  'Page',
  '{',
  '}',
  '...',
  '@include',
  '@skip',
]
const graphqlQuery = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNRUNNABLE_QUERIES) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.constantFrom(...GRAPHQL_TOKENS, '(if:', 'true', '"x"', '$v', ')', 'Pages', 'docs', 'id', '__typename', ':', 'null'), {
        maxLength: 30,
      })
      .map((tokens) => tokens.join(' ')),
  },
  { weight: 1, arbitrary: nastyString },
)
const graphqlBody: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        query: fc.oneof({ weight: 6, arbitrary: graphqlQuery }, { weight: 1, arbitrary: nastyValue }),
        variables: fc.option(fc.oneof(fc.dictionary(fc.constantFrom('v', 'w', '__proto__'), nastyValue, { maxKeys: 2 }), nastyValue)),
        operationName: fc.option(fc.oneof(fc.constantFrom('A', 'B', 'S'), nastyValue)),
      })
      .map((value): BodySpec => ({ kind: 'json', value })),
  },
  { weight: 2, arbitrary: malformedBody(100_000) },
)
/** Mostly JSON, so the queries reach the checks; the rest multipart and other types. */
const graphqlType = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | null>('application/json') },
  { weight: 2, arbitrary: fc.constantFrom<string | null>('multipart/form-data; boundary=x', 'multipart/form-data', 'application/graphql') },
  { weight: 1, arbitrary: contentType },
)

export const graphqlSpec = fc
  .record({ method: fc.constant('POST'), host: cmsHost, contentType: graphqlType, ip: clientIp, body: graphqlBody })
  .map((spec): RequestSpec => spec)

/** /api/{collection}/versions/... on every collection, versioned or not, and globals; any method. */
export const cmsVersionSpec = (collections: readonly string[]) =>
  fc.record({
    path: fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...collections),
            fc.constantFrom('versions', 'versions/1', 'versions/999999', 'versions/abc', 'versions/1/extra', 'versions/%00', 'versions/-1'),
          )
          .map(([collection, rest]) => `${collection}/${rest}`),
      },
      { weight: 1, arbitrary: fc.constantFrom('globals/nope/versions', 'globals/nope/versions/1', 'nope/versions/1') },
      { weight: 1, arbitrary: nastyString.map((s) => `tenants/versions/${looseEncode(s)}`) },
    ),
    spec: request(cmsHost, fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'), fc.oneof(fc.constant(null), malformedBody(10_000))),
  })

// ---- the lead inbox's filter bar ------------------------------------------------------------------

const INBOX_FILTER_KEYS = ['status', 'form', 'car', 'range', 'where', 'redirect', 'next', 'status[]']

/** GET /api/lead-inbox/filter?...: real filter values, odd and hostile ones, repeated and unknown keys. */
export const leadFilterSpec = fc.record({
  query: fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...INBOX_FILTER_KEYS) }, { weight: 1, arbitrary: nastyString }),
        fc.oneof(
          {
            weight: 3,
            arbitrary: fc.constantFrom('new', 'contacted', 'won', 'lost', 'enquiry', 'test-drive', 'HCM10001', 'today', '7d', '30d', ''),
          },
          { weight: 2, arbitrary: fc.constantFrom('//evil.example', 'https://evil.example/', '\\evil', '%0d%0aLocation: x', '[equals]=1') },
          { weight: 1, arbitrary: nastyString },
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${looseEncode(k)}=${looseEncode(v)}`).join('&')}` : '')),
  spec: request(cmsHost, getMethod, fc.constant(null)),
})

// ---- the image optimizer ------------------------------------------------------------------------

const DRAWN_IMAGES = [
  '/api/inventory-images/suv-white-1.png',
  '/api/inventory-images/sedan-red-2-thumb.png',
  '/api/inventory-images/spin-suv-white-7.png',
  '/api/inventory-images/interior-tan.png',
]
const ODD_IMAGE_URLS = [
  '/api/inventory-images/nope.png',
  '/api/inventory-images/suv-white-99.png',
  '/api/inventory-images/a/b.png',
  '/api/media/file/missing.png',
  '/api/media/file/',
  '/api/media/file/%E0',
  '/api/media/file/%',
  '/api/inventory-images/%zz',
  '/api/media/file/..%2F..%2Fgraphql',
  '/api/media/file/..%2F..%2F_next%2Fimage',
  '/api/inventory-files/history-HCM10001.pdf',
  '/api/inventory-files/walkaround.mp4',
  '/_next/image?url=/api/inventory-images/suv-white-1.png&w=640&q=75',
  '/static/logo.png',
  '//example.com/a.png',
  'https://example.com/a.png',
  'http://169.254.169.254/latest/meta-data',
  '/',
  '',
]
const IMAGE_WIDTHS = ['640', '750', '828', '1080', '1200', '1920', '2048', '3840', '32', '48', '64', '96', '128', '256', '384']

/** /_next/image queries: our own images (real media files among them), odd and hostile addresses, odd sizes and qualities, odd Accept headers. */
export const imageSpec = (mediaFiles: readonly string[]) =>
  fc.record({
    url: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...DRAWN_IMAGES, ...mediaFiles.map((f) => `/api/media/file/${f}`)) },
      { weight: 4, arbitrary: fc.constantFrom(...ODD_IMAGE_URLS) },
      { weight: 2, arbitrary: nastyString.map((s) => `/api/media/file/${s}`) },
      { weight: 1, arbitrary: nastyString },
    ),
    encode: fc.constantFrom('encoded', 'encoded', 'encoded', 'raw'),
    w: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...IMAGE_WIDTHS) },
      { weight: 1, arbitrary: fc.constantFrom('0', '-1', '641', '1e3', '', 'x') },
    ),
    q: fc.oneof({ weight: 5, arbitrary: fc.constant('75') }, { weight: 1, arbitrary: fc.constantFrom('0', '50', '100', '101', '', 'x') }),
    accept: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('image/avif,image/webp,*/*;q=0.8', 'image/webp', '*/*') },
      { weight: 1, arbitrary: fc.constant(null) },
      {
        weight: 2,
        arbitrary: fc.constantFrom('image/webp;q=', 'image/*;level', 'image/webp;a=b=c', ';;;', '"', 'image/png;q="0.5"', 'x'.repeat(5000)),
      },
    ),
    spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)),
  })

// ---- Prometheus metrics -------------------------------------------------------------------------

/** Scrapes of GET /metrics: the platform host or a dealer's (and odd hosts), any method, the right `token` or odd Authorization headers. */
export const metricsSpec = (token: string) =>
  fc.record({
    authorization: fc.oneof(
      { weight: 2, arbitrary: fc.constant(`Bearer ${token}`) },
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.constantFrom('Bearer ', 'Bearer x', 'bearer x', 'Basic dXNlcjpwYXNz', 'JWT x', 'Bearer a b') },
      { weight: 1, arbitrary: nastyString.map((s) => `Bearer ${s}`.replace(/[^\x20-\x7e]/g, '')) },
    ),
    spec: request(
      fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom('localhost:3000', 'localhost', '127.0.0.1') },
        { weight: 1, arbitrary: hostHeader(HARBOUR) },
      ),
      getMethod,
      fc.constant(null),
    ),
  })

// ---- site preview -------------------------------------------------------------------------

/** Preview links: junk, tokens that are signed but not good here (`forged`), and odd query strings. */
export const sitePreviewQuery = (forged: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: nastyString.map((s) => `?token=${looseEncode(s)}`) },
    { weight: 3, arbitrary: fc.constantFrom(...forged).map((t) => `?token=${encodeURIComponent(t)}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '?',
        '?token',
        '?token=',
        '?token=a.b',
        '?token=.',
        '?token=%',
        '?token=%E2%80%AE',
        '?token=e30.e30',
        '?token=x&token=y',
        `?token=${'a'.repeat(10_000)}.b`,
        '?end',
        '?end=1',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => `?${s.replace(/[#\s]/g, '')}`) },
  )

export const sitePreviewSpec = (forged: readonly string[]) =>
  fc.record({ query: sitePreviewQuery(forged), spec: request(hostHeader(HARBOUR), getMethod, fc.constant(null)) })

// ---- launch and take offline ----------------------------------------------------------------

/** POST /api/tenants/{id}/launch and /take-offline, as a dealer's editor or nobody: only onboarding staff may. */
export const launchSpec = fc.record({
  action: fc.constantFrom('launch', 'take-offline'),
  id: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('1', '2', '3') },
    { weight: 2, arbitrary: fc.constantFrom('0', '-1', '1e3', '999999999999', '9999999999999999999', 'abc', '') },
    { weight: 1, arbitrary: nastyString },
  ),
  auth: fc.oneof(
    { weight: 3, arbitrary: fc.constant<StaffAuth>('editor') },
    { weight: 2, arbitrary: fc.constantFrom<StaffAuth>('none', 'garbage-jwt', 'feed-key', 'garbage-cookie', 'empty-jwt') },
  ),
  spec: request(
    cmsHost,
    postMethod,
    fc.oneof(
      fc.constant(null),
      nastyValue.map((value): BodySpec => ({ kind: 'json', value })),
    ),
  ),
})
