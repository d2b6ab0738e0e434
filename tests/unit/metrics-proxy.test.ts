// GET /metrics belongs to the platform host: the proxy answers 404 for it on a
// dealer's domain, as for the admin, and on the platform host lets it through to the route
// without the tenant prefix (so it never becomes a dealer page called "metrics").
// Kept outside src/ because it runs Next's request objects.
import { NextRequest } from 'next/server'
import { describe, expect, test } from 'vitest'
import { SITE_HOST_HEADER } from '@/src/domain/http/site-rewrite'
import { proxy } from '@/src/proxy'

const through = (host: string, path: string, method = 'GET') =>
  proxy(new NextRequest(`http://${host}${path}`, { method, headers: { host } }))
const rewrittenFor = (response: Response) => response.headers.get(`x-middleware-request-${SITE_HOST_HEADER}`)

describe('/metrics in the proxy', () => {
  test.each([
    ['harbour-city-motors.localhost', 'GET'],
    ['harbour-city-motors.localhost:3000', 'POST'],
    ['www.harbourcitymotors.com.au', 'GET'],
  ])('a dealer host (%s, %s) gets the 404 of a page that is not there', async (host, method) => {
    const response = through(host, '/metrics', method)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('There is nothing at this address on this site.')
  })

  test.each(['localhost:3000', '127.0.0.1'])('the platform host (%s) reaches the route, with no tenant prefix', (host) => {
    const response = through(host, '/metrics')
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(rewrittenFor(response)).toBeNull()
  })

  test('a site page next to it still gets the prefix', () => {
    expect(rewrittenFor(through('harbour-city-motors.localhost', '/metrics-and-more'))).toBe('harbour-city-motors.localhost')
  })
})
