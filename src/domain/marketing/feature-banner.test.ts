import { describe, expect, test } from 'vitest'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { featureBanner } from './feature-banner'

const cars = vocabularyOf('cars')
const hrefs = (pages: string[]) => Object.fromEntries(featureBanner(new Set(pages), cars).map((t) => [t.id, t.href]))

describe('featureBanner (latest offers, book a service, sell your car; only to pages the site has)', () => {
  test.each<[string, string[], Record<string, string>]>([
    [
      'the demo sites: a service page',
      ['/home', '/contact', '/service', '/trade-in'],
      { offers: '/special-offers', service: '/service', sell: '/sell-my-car' },
    ],
    [
      'the spec’s /pages/book-a-service',
      ['/pages/book-a-service', '/sell-my-car'],
      { offers: '/special-offers', service: '/pages/book-a-service', sell: '/sell-my-car' },
    ],
    ['no service page: the contact form', ['/home', '/contact'], { offers: '/special-offers', service: '/contact', sell: '/sell-my-car' }],
    ['no page at all: offers and the online valuation (routes of every site)', [], { offers: '/special-offers', sell: '/sell-my-car' }],
  ])('%s', (_name, pages, expected) => {
    expect(hrefs(pages)).toEqual(expected)
  })

  test('the tiles in order, in the site’s own words', () => {
    const tiles = featureBanner(new Set(['/service', '/trade-in']), vocabularyOf('caravans'))
    expect(tiles.map((t) => [t.heading, t.label])).toEqual([
      ['Latest Offers', 'View Offers'],
      ['Book a Service', 'Book a Service'],
      ['Sell Your Caravan', 'Get Your Valuation'],
    ])
    expect(tiles.map((t) => t.text).join(' ')).not.toMatch(/\bcar\b/)
  })
})
