import { describe, expect, test } from 'vitest'
import { isPlatformHost, isStaffOnlyPath, platformOrigins } from './platform'

describe('platform origins (security finding 10)', () => {
  test.each([
    ['production', { serverUrl: 'https://admin.dealers.com.au/', demo: false }, ['https://admin.dealers.com.au']],
    ['demo on a port', { demo: true, port: '3100' }, ['http://localhost:3100', 'http://127.0.0.1:3100']],
    [
      'demo with a server URL',
      { serverUrl: 'http://localhost:3000', demo: true, port: '3000' },
      ['http://localhost:3000', 'http://127.0.0.1:3000'],
    ],
    ['neither', { demo: false }, []],
  ] as const)('%s', (_n, settings, expected) => {
    expect(platformOrigins(settings)).toEqual(expected)
  })
})

describe('platform host', () => {
  test.each([
    ['the server URL host', 'admin.dealers.com.au', { serverUrl: 'https://admin.dealers.com.au', demo: false }, true],
    ['a dealer host in production', 'harbourcitymotors.com.au', { serverUrl: 'https://admin.dealers.com.au', demo: false }, false],
    ['localhost in demo mode', 'localhost:3000', { demo: true }, true],
    ['localhost outside demo mode', 'localhost:3000', { demo: false }, false],
    ['a demo dealer host', 'harbour-city-motors.localhost:3000', { demo: true }, false],
    ['no host', null, { demo: true }, false],
  ] as const)('%s', (_n, host, settings, expected) => {
    expect(isPlatformHost(host, settings)).toBe(expected)
  })
})

describe('staff-only paths (finding 3: the admin and the CMS API live on the platform host)', () => {
  test.each([
    ['/admin', true],
    ['/admin/collections/pages', true],
    ['/api/pages', true],
    ['/api/users/login', true],
    ['/api/graphql', true],
    ['/api/tenants/1', true],
    ['/api', true],
    ['/api/media/file/logo.png', false],
    ['/api/media', true],
    ['/api/search/1/indexes/*/queries', false],
    ['/api/youx/quote', false],
    ['/api/delivery-estimate', false],
    ['/api/nearest-locations', false],
    // Payload's REST path of the locations collection stays the platform's.
    ['/api/locations', true],
    ['/api/leads', false],
    ['/api/trade-in/valuation', false],
    ['/api/trade-in/decision', false],
    ['/api/finance-application', false],
    ['/api/finance-application/submit', false],
    // Payload's REST path of the applications collection stays the platform's.
    ['/api/finance-applications', true],
    ['/api/site-preview', false],
    ['/api/lead-inbox', true],
    ['/api/account/send-code', false],
    ['/api/watchlist/save-car', false],
    ['/api/shoppers', true],
    ['/api/watchlist-entries', true],
    ['/api/shopper-codes', true],
    ['/api/reserve', false],
    ['/api/reserve/cancel', false],
    ['/api/reserve/demo-payment', false],
    // Stripe's webhook comes to the platform host only.
    ['/api/payment-events/stripe', true],
    ['/api/reservations', true],
    ['/api/cars/x/autogauge', false],
    ['/api/feeds/harbour-city-motors', false],
    ['/api/inventory-images/x.png', false],
    ['/api/make-logos/toyota.svg', false],
    ['/api/inventory-files/history-HCM10001.pdf', false],
    ['/api/searchx', true],
    ['/', false],
    ['/search', false],
    ['/administration', false],
    ['/metrics', true],
    ['/metrics/', true],
    ['/metrics-and-more', false],
  ] as const)('%s -> %s', (path, expected) => {
    expect(isStaffOnlyPath(path)).toBe(expected)
  })
})
