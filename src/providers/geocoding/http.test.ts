import { describe, expect, test, vi } from 'vitest'
import { createHttpGeocoder } from './http'
import { remembered } from './index'

function fakeFetch(response: Response | Error) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    if (response instanceof Error) throw response
    return response.clone()
  })
}

/** Google's answer for postal_code:2000|country:AU, trimmed to the fields read and a few beside them. */
const SYDNEY_2000 = {
  results: [
    {
      address_components: [
        { long_name: '2000', short_name: '2000', types: ['postal_code'] },
        { long_name: 'Sydney', short_name: 'Sydney', types: ['locality', 'political'] },
        { long_name: 'New South Wales', short_name: 'NSW', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] },
      ],
      formatted_address: 'Sydney NSW 2000, Australia',
      geometry: { location: { lat: -33.8708464, lng: 151.20733 }, location_type: 'APPROXIMATE' },
      place_id: 'ChIJP5iLHkCuEmsRwMwyFmh9AQU',
      types: ['postal_code'],
    },
  ],
  status: 'OK',
}

/** What it may answer for a postcode it does not have: the country, as a partial match. */
const COUNTRY_ONLY = {
  results: [
    {
      address_components: [{ long_name: 'Australia', short_name: 'AU', types: ['country', 'political'] }],
      geometry: { location: { lat: -25.274398, lng: 133.775136 } },
      partial_match: true,
      types: ['country', 'political'],
    },
  ],
  status: 'OK',
}

describe('Google Geocoding provider (recorded answers)', () => {
  test('asks for the postcode in Australia, with the key, and reads geometry.location', async () => {
    const fetch = fakeFetch(Response.json(SYDNEY_2000))
    const result = await createHttpGeocoder({ apiKey: 'k-123' }, fetch).ask('2000')
    expect(result).toEqual({ ok: true, value: { lat: -33.8708464, lng: 151.20733 } })
    const [url, init] = fetch.mock.calls[0]
    const sent = new URL(String(url))
    expect(`${sent.origin}${sent.pathname}`).toBe('https://maps.googleapis.com/maps/api/geocode/json')
    expect(Object.fromEntries(sent.searchParams)).toEqual({ components: 'postal_code:2000|country:AU', key: 'k-123' })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  test.each([
    ['ZERO_RESULTS', { results: [], status: 'ZERO_RESULTS' }],
    ['only the country (a partial match)', COUNTRY_ONLY],
    [
      'another postcode',
      {
        ...SYDNEY_2000,
        results: SYDNEY_2000.results.map((r) => ({
          ...r,
          address_components: [{ long_name: '2001', short_name: '2001', types: ['postal_code'] }, r.address_components[3]],
        })),
      },
    ],
    [
      'a postcode of another country',
      {
        ...SYDNEY_2000,
        results: SYDNEY_2000.results.map((r) => ({
          ...r,
          address_components: [r.address_components[0], { long_name: 'New Zealand', short_name: 'NZ', types: ['country'] }],
        })),
      },
    ],
    [
      'a point that is no place',
      { ...SYDNEY_2000, results: SYDNEY_2000.results.map((r) => ({ ...r, geometry: { location: { lat: 133, lng: -33 } } })) },
    ],
  ])('%s: no such postcode ("Invalid postcode")', async (_name, body) => {
    expect(await createHttpGeocoder({ apiKey: 'k' }, fakeFetch(Response.json(body))).ask('2000')).toEqual({ ok: false, reason: 'none' })
  })

  test.each([
    [
      'a refused key (HTTP 200)',
      Response.json({ error_message: 'The provided API key is invalid.', results: [], status: 'REQUEST_DENIED' }),
      'REQUEST_DENIED: The provided API key is invalid.',
    ],
    ['the quota spent', Response.json({ results: [], status: 'OVER_QUERY_LIMIT' }), 'OVER_QUERY_LIMIT'],
    ['a 500', new Response('oops', { status: 500 }), 'answered 500'],
    ['the network failing', new TypeError('fetch failed'), 'unreachable: fetch failed'],
    ['a body that is not JSON', new Response('<html>', { status: 200 }), 'unexpected body'],
    ['JSON of another shape', Response.json({ results: 'none' }), 'unexpected body'],
  ])('%s is "unavailable", never a place', async (_name, response, detail) => {
    const result = await createHttpGeocoder({ apiKey: 'k' }, fakeFetch(response)).ask('2000')
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', detail: expect.stringContaining(detail) })
  })
})

describe('answers reused per process', () => {
  test('a postcode is asked once a day; a failure is asked again', async () => {
    let now = 0
    const fetch = fakeFetch(Response.json(SYDNEY_2000))
    const geocoder = remembered(createHttpGeocoder({ apiKey: 'k' }, fetch), () => now)
    await geocoder.ask('2000')
    await geocoder.ask('2000')
    expect(fetch).toHaveBeenCalledTimes(1)
    now = 24 * 60 * 60 * 1000
    await geocoder.ask('2000')
    expect(fetch).toHaveBeenCalledTimes(2)

    const failing = fakeFetch(new Response('oops', { status: 503 }))
    const flaky = remembered(createHttpGeocoder({ apiKey: 'k' }, failing))
    await flaky.ask('3000')
    await flaky.ask('3000')
    expect(failing).toHaveBeenCalledTimes(2)
  })
})
