// Requests a prober sent to Payload's REST and GraphQL API that answered 5xx.
// Each is bad input (a query that cannot run, a body type the API does not take, a route for
// something a collection does not keep), so each must be a 4xx with a message, and write nothing.
import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { PLATFORM_ADMIN_EMAIL } from '@/src/demo/site'
import { PLATFORM_HOST, login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, testPayload } from '../helpers/payload'

let payload: Payload
let config: any
let admin: string

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  admin = await login(config, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD)
})

const expect4xxWithMessage = (res: { status: number; json: any }) => {
  expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(400)
  expect(res.status).toBeLessThan(500)
  expect(res.json?.errors?.[0]?.message).toMatch(/\w/)
}

describe('GraphQL: a query that cannot be run is a 400 with a message, for anyone', () => {
  test.each([
    ['a fragment that spreads itself', 'query { ...A } fragment A on Query { ...A }'],
    ['two fragments that spread each other', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'],
    [
      'a cycle deep inside a selection',
      'query { Pages { docs { ...P } } } fragment P on Page { id ...Q } fragment Q on Page { title ...P }',
    ],
    ['a cycle in a fragment no operation uses', 'query { __typename } fragment A on Query { ...A }'],
  ])('%s', async (_name, query) => {
    for (const token of [undefined, admin]) {
      const res = await restClient(config, token).graphql(query)
      expect(res.status, JSON.stringify(res.json)).toBe(400)
      expect(res.json.errors[0].message).toMatch(/fragment/i)
    }
  })

  test.each([
    ['a subscription', 'subscription { x }', {}],
    ['a subscription beside a query', 'query { __typename } subscription S { x }', {}],
    ['@include whose if is not a Boolean', 'query { __typename @include(if: "x") }', {}],
    ['@include without its if', 'query { __typename @include }', {}],
    ['@skip on a variable the operation does not define', 'query { Pages { docs { id @skip(if: $v) } } }', {}],
    ['@skip on a variable sent as null', 'query($v: Boolean) { __typename @skip(if: $v) }', { v: null }],
    [
      '@skip inside a fragment, on a variable of another operation',
      'query A($v: Boolean) { __typename } query B { ...F } fragment F on Query { __typename @skip(if: $v) }',
      { v: true },
    ],
  ])('%s', async (_name, query, variables) => {
    for (const token of [undefined, admin]) {
      const res = await restClient(config, token).graphql({ raw: JSON.stringify({ query, variables }) })
      expect(res.status, JSON.stringify(res.json)).toBe(400)
      expect(res.json.errors[0].message).toMatch(/\w/)
    }
  })

  test('queries with @include/@skip that can be read still run', async () => {
    const res = await restClient(config).graphql({
      raw: JSON.stringify({
        query:
          'query($v: Boolean = true, $w: Boolean!) { a: __typename @include(if: $v) b: __typename @skip(if: $w) c: __typename @include(if: false) }',
        variables: { w: false },
      }),
    })
    expect(res.status).toBe(200)
    expect(res.json.data).toEqual({ a: 'Query', b: 'Query' })
  })

  test('a multipart/form-data POST (file upload style) is a 4xx with a message', async () => {
    const { POST } = await import('@/src/app/(payload)/api/graphql/route')
    const bodies: [string, BodyInit][] = [
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}\r\n--x--\r\n',
      ],
      ['multipart/form-data; boundary=x', '{"query":"{ __typename }"}'],
      ['multipart/form-data', '{"query":"{ __typename }"}'],
    ]
    const form = new FormData()
    form.set('operations', JSON.stringify({ query: '{ __typename }' }))
    form.set('map', '{}')
    const formRequest = new Request(`http://${PLATFORM_HOST}/api/graphql`, { method: 'POST', headers: { host: PLATFORM_HOST }, body: form })
    const requests = [
      formRequest,
      ...bodies.map(
        ([type, body]) =>
          new Request(`http://${PLATFORM_HOST}/api/graphql`, {
            method: 'POST',
            headers: { host: PLATFORM_HOST, 'content-type': type },
            body,
          }),
      ),
    ]
    for (const request of requests) {
      const res = await POST(request)
      const json = await res.json().catch(() => null)
      expect4xxWithMessage({ status: res.status, json })
    }
  })
})

describe('REST: version routes of a collection that keeps no versions', () => {
  test.each([
    ['POST', 'tenants/versions/1'],
    ['GET', 'tenants/versions/1'],
    ['GET', 'tenants/versions'],
    ['POST', 'lead-inbox/versions/1'],
    ['POST', 'users/versions/1'],
    ['GET', 'media/versions'],
  ] as const)('%s %s is a 404 with a message, for anyone', async (method, path) => {
    for (const token of [undefined, admin]) {
      const rest = restClient(config, token)
      const res = method === 'POST' ? await rest.post(path, {}) : await rest.get(path)
      expect4xxWithMessage(res)
      expect(res.status).toBe(404)
    }
  })

  test('a versioned collection still answers its version routes', async () => {
    const res = await restClient(config, admin).get('pages/versions?limit=1')
    expect(res.status).toBe(200)
    expect(res.json.totalDocs).toBeGreaterThan(0)
    expect((await restClient(config).post('pages/versions/999999', {})).status).toBeLessThan(500)
    expect(await payload.count({ collection: 'tenants' })).toMatchObject({ totalDocs: expect.any(Number) })
  })
})

describe('REST: a media file that is not there (the image optimizer passed its 500 on)', () => {
  test.each(['missing.png', 'x'.repeat(300), 'toString', 'a\u0000b.png'])(
    'GET media/file/%s is a 404 with a message, on any host',
    async (name) => {
      for (const host of [undefined, 'harbour-city-motors.localhost:3000']) {
        const res = await restClient(config, undefined, { host }).get(`media/file/${encodeURIComponent(name)}`)
        expect(res.status, JSON.stringify(res.json)).toBe(404)
        expect(res.json.errors[0].message).toMatch(/no such file/)
      }
    },
  )

  test('a file that is there is still served', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1, depth: 0, where: { filename: { exists: true } } })
    const res = await restClient(config).get(`media/file/${encodeURIComponent(String(docs[0].filename))}`)
    expect(res.status).toBe(200)
  })
})
