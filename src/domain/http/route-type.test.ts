import { describe, expect, test } from 'vitest'
import { type RouteType, routeType } from './route-type'

// Every request's log line and HTTP metric carry one of a few route types.
describe('route type of a request path', () => {
  test.each<[string, RouteType]>([
    ['/', 'site_page'],
    ['/search', 'site_page'],
    ['/search/toyota/corolla', 'site_page'],
    ['/cars/2021-toyota-corolla-hcm10001', 'site_page'],
    ['/cars/2021-toyota-corolla-hcm10001/pdf', 'site_page'],
    ['/sitemap.xml', 'site_page'],
    ['/administration', 'site_page'],
    ['/metrics-report', 'site_page'],
    ['/api/search/1/indexes/*/queries', 'search_api'],
    ['/api/search/1/indexes/cars/facets/make/query', 'search_api'],
    ['/api/leads', 'leads_api'],
    ['/api/trade-in/decision', 'leads_api'],
    ['/api/youx/quote', 'public_api'],
    ['/api/delivery-estimate', 'public_api'],
    ['/api/nearest-locations', 'public_api'],
    ['/api/cars/x/autogauge', 'public_api'],
    ['/api/cars/x/view.json', 'public_api'],
    ['/api/account/send-code', 'public_api'],
    ['/api/watchlist/save-car', 'public_api'],
    ['/api/reserve', 'public_api'],
    ['/api/feeds/harbour-city-motors', 'public_api'],
    ['/api/payment-events/stripe', 'public_api'],
    ['/api/media/file/logo.png', 'media'],
    ['/api/inventory-images/x.png', 'media'],
    ['/api/make-logos/toyota.svg', 'media'],
    ['/api/inventory-files/history-HCM10001.pdf', 'media'],
    ['/admin', 'admin'],
    ['/admin/collections/pages/1', 'admin'],
    ['/api/pages', 'payload_api'],
    ['/api/users/login', 'payload_api'],
    ['/api/graphql', 'payload_api'],
    ['/api/media', 'payload_api'],
    ['/api/searchx', 'payload_api'],
    ['/api', 'payload_api'],
    ['/_next/static/chunks/app.js', 'static_asset'],
    ['/_next/static/media/inter.woff2', 'static_asset'],
    ['/favicon.ico', 'static_asset'],
    ['/_next/image', 'image_optimizer'],
    ['/api/health', 'health'],
    ['/api/ready', 'health'],
    ['/metrics', 'metrics'],
    ['/metrics/', 'metrics'],
    ['*', 'site_page'],
  ])('%s -> %s', (path, expected) => {
    expect(routeType(path)).toBe(expected)
  })
})
