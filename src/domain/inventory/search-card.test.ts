import { describe, expect, it } from 'vitest'
import { centreResults, searchCardView } from './search-card'

const tenant = { labels: { noPrice: 'Enquire for price' } }
const hit = {
  objectID: 'd:1', slug: 'toyota-camry-1', path: '/cars/toyota-camry-1', year: 2021, make: 'Toyota', model: 'Camry', badge: 'Ascent', series: 'AXVH70R',
  price: 32990, price_type: 'Drive Away', car_type: 'used', simple_transmission: 'Automatic', km: 41250, simple_fuel: 'Hybrid', status: 'in_stock',
  images: [{ image: { url: '/demo/a.jpg' } }], city: 'Sydney',
}

describe('searchCardView', () => {
  it('builds heading, image, location, price and detail strip', () => {
    const view = searchCardView(hit, tenant)
    expect(view).toMatchObject({ href: '/cars/toyota-camry-1', heading: '2021 Toyota Camry', subheading: 'Ascent AXVH70R', imageUrl: '/demo/a.jpg', location: 'Sydney' })
    expect(view.price).toEqual({ kind: 'price', amount: 32990, priceType: 'Drive Away' })
    expect(view.strip).toEqual({ kind: 'details', items: [
      { label: 'Condition', value: 'Used' }, { label: 'Transmission', value: 'Automatic' }, { label: 'Odometer', value: '41,250 km' }, { label: 'Fuel Type', value: 'Hybrid' },
    ] })
  })
  it('prefers the primary image and location name; falls back to the slug path', () => {
    const view = searchCardView({ ...hit, path: undefined, primary_image_url: '/p.jpg', location_name: 'Harbour City' }, tenant)
    expect(view).toMatchObject({ href: '/cars/toyota-camry-1', imageUrl: '/p.jpg', location: 'Harbour City' })
  })
  it('shows the no-price text at or below 10', () => {
    expect(searchCardView({ ...hit, price: 10 }, tenant).price).toEqual({ kind: 'text', text: 'Enquire for price' })
  })
})

describe('centreResults', () => {
  it.each([[0, false], [1, true], [2, true], [3, false], [21, false]])('%i hits -> %s', (n, centred) => {
    expect(centreResults(n)).toBe(centred)
  })
})
