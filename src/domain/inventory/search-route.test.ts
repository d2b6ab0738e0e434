import { describe, expect, it } from 'vitest'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { routeFacetFilters, searchBreadcrumbTitles, searchRoute } from './search-route'

describe('searchRoute', () => {
  it.each([
    [[], [], null, null, 'Search Cars', '/search'],
    [['new-used-and-demo-cars'], ['new', 'used', 'demo'], null, null, 'New, Used and Demo Cars for Sale', '/search/new-used-and-demo-cars'],
    [['used-cars'], ['used'], null, null, 'Used Cars for Sale', '/search/used-cars'],
    [['demo-cars'], ['demo'], null, null, 'Demo Cars for Sale', '/search/demo-cars'],
    [['new-cars'], ['new'], null, null, 'New Cars for Sale', '/search/new-cars'],
    [['new-and-demo-cars'], ['new', 'demo'], null, null, 'New and Demo Cars for Sale', '/search/new-and-demo-cars'],
    [['toyota'], [], 'Toyota', null, 'Toyota Cars for Sale', '/search/toyota'],
    [['Toyota', 'hilux'], [], 'Toyota', 'Hilux', 'Toyota Hilux Cars for Sale', '/search/toyota/hilux'],
  ])('%j', (segments, carTypes, make, model, title, canonicalPath) => {
    const route = searchRoute(segments, 'Harbour City Motors')
    expect(route).toMatchObject({ carTypes, make, model, title, canonicalPath })
    expect(route?.description).toContain('Harbour City Motors')
  })

  it('uses the known spelling of a make and model', () => {
    const route = searchRoute(['land-rover', 'range-rover-evoque'], 'X', { makes: ['Land Rover'], models: ['Range Rover Evoque'] })
    expect(route).toMatchObject({ make: 'Land Rover', model: 'Range Rover Evoque', title: 'Land Rover Range Rover Evoque Cars for Sale' })
    expect(searchRoute(['mercedes-benz'], 'X', { makes: ['Mercedes-Benz'] })?.make).toBe('Mercedes-Benz')
  })

  it.each([
    [[], 'Search Caravans', 'Search new, used and demo caravans for sale at Red Centre Caravans.'],
    [['used-cars'], 'Used Caravans for Sale', 'Browse used caravans for sale at Red Centre Caravans.'],
    [['jayco'], 'Jayco Caravans for Sale', 'Browse new, used and demo Jayco caravans for sale at Red Centre Caravans.'],
  ])('a caravan dealer’s %j page names caravans: %s', (segments, title, description) => {
    expect(searchRoute(segments, 'Red Centre Caravans', { vehicleKind: 'caravans' })).toMatchObject({ title, description })
  })

  it.each([[['a', 'b', 'c']], [['bad value']], [['..']], [['toyota', '']]])('rejects %j', (segments) => {
    expect(searchRoute(segments, 'X')).toBeNull()
  })
})

describe('routeFacetFilters', () => {
  it('ORs car types and ANDs make and model', () => {
    expect(routeFacetFilters({ carTypes: ['new', 'demo'], make: 'Toyota', model: 'Hilux' })).toEqual([
      ['car_type:new', 'car_type:demo'],
      'make:Toyota',
      'model:Hilux',
    ])
    expect(routeFacetFilters({ carTypes: [], make: null, model: null })).toEqual([])
  })
})

describe('search breadcrumbs', () => {
  const crumbs = (path: string[]) => {
    const route = searchRoute(path, 'Harbour', { makes: ['Land Rover'], models: ['Range Rover Evoque'] })!
    return buildBreadcrumbs(route.canonicalPath, searchBreadcrumbTitles(route)).map((c) => `${c.position}:${c.name}:${c.href}`)
  }
  it('Home, then Search, then the car type, or the make and model with their exact spelling', () => {
    expect(crumbs([])).toEqual(['1:Home:/', '2:Search:/search'])
    expect(crumbs(['used-cars'])).toEqual(['1:Home:/', '2:Search:/search', '3:Used Cars:/search/used-cars'])
    expect(crumbs(['land-rover', 'range-rover-evoque'])).toEqual([
      '1:Home:/',
      '2:Search:/search',
      '3:Land Rover:/search/land-rover',
      '4:Range Rover Evoque:/search/land-rover/range-rover-evoque',
    ])
  })
})

describe('location stock pages (/search/{locationSlug})', () => {
  const locations = [{ slug: 'harbour-city-parramatta', name: 'Harbour City Parramatta', stockName: 'HCM Parramatta' }]
  it('a location slug filters by the name its cars carry', () => {
    const route = searchRoute(['harbour-city-parramatta'], 'Harbour City Motors', { locations })!
    expect(route.title).toBe('Cars for Sale at Harbour City Parramatta')
    expect(routeFacetFilters(route)).toEqual(['location_name:HCM Parramatta'])
    expect(searchBreadcrumbTitles(route)['/search/harbour-city-parramatta']).toBe('Cars for Sale at Harbour City Parramatta')
  })
  it('a make is still a make, and a location slug under a make is a model', () => {
    expect(searchRoute(['toyota'], 'X', { locations })?.locationName).toBeUndefined()
    expect(searchRoute(['toyota', 'harbour-city-parramatta'], 'X', { locations })?.model).toBe('Harbour City Parramatta')
  })
})

describe('dealership stock pages (/search/{dealership_slug})', () => {
  it('a dealership slug of the site filters by dealership', () => {
    const route = searchRoute(['southern-cross-mazda'], 'Southern Cross Auto Group', {
      dealerships: ['southern-cross-toyota', 'southern-cross-mazda'],
    })!
    expect(route.title).toBe('Cars for Sale at Southern Cross Mazda')
    expect(routeFacetFilters(route)).toEqual(['dealership_slug:southern-cross-mazda'])
    expect(searchBreadcrumbTitles(route)['/search/southern-cross-mazda']).toBe('Cars for Sale at Southern Cross Mazda')
  })
  it('another slug is still a make', () => {
    expect(searchRoute(['mazda'], 'X', { dealerships: ['southern-cross-mazda'] })?.make).toBe('Mazda')
  })
})

describe('segments that name Object’s own properties', () => {
  it.each(['constructor', 'to-string', 'valueof', 'hasownproperty'])('/search/%s is a make page, never a crash', (segment) => {
    const route = searchRoute([segment], 'X')!
    expect(route.carTypes).toEqual([])
    expect(searchBreadcrumbTitles(route)[`/search/${segment}`]).toBe(route.make)
  })
})

describe('SEO paths that name what the site has in stock', () => {
  const known = {
    makes: ['Toyota', 'Land Rover'],
    models: ['Hilux', 'Range Rover Evoque'],
    bodies: ['suv', 'peoplemover', 'ute'],
    locations: [{ slug: 'parramatta', name: 'Harbour City Parramatta', stockName: 'HCM Parramatta' }],
    dealerships: ['harbour-city-toyota'],
  }
  it.each([
    [['suv'], { body: 'suv', title: 'SUV Cars for Sale' }, ['body:suv']],
    [['people-mover'], { body: 'peoplemover', title: 'People Mover Cars for Sale' }, ['body:peoplemover']],
    [['peoplemover'], { body: 'peoplemover', title: 'People Mover Cars for Sale' }, ['body:peoplemover']],
    [['used-cars', 'suv'], { body: 'suv', title: 'Used SUV Cars for Sale' }, [['car_type:used'], 'body:suv']],
    [['used-cars', 'toyota'], { make: 'Toyota', title: 'Used Toyota Cars for Sale' }, [['car_type:used'], 'make:Toyota']],
    [
      ['new-and-demo-cars', 'toyota', 'hilux'],
      { make: 'Toyota', model: 'Hilux', title: 'New and Demo Toyota Hilux Cars for Sale' },
      [['car_type:new', 'car_type:demo'], 'make:Toyota', 'model:Hilux'],
    ],
    [
      ['land-rover', 'range-rover-evoque'],
      { make: 'Land Rover', model: 'Range Rover Evoque' },
      ['make:Land Rover', 'model:Range Rover Evoque'],
    ],
    [['parramatta'], { title: 'Cars for Sale at Harbour City Parramatta' }, ['location_name:HCM Parramatta']],
    [['harbour-city-toyota'], { title: 'Cars for Sale at Harbour City Toyota' }, ['dealership_slug:harbour-city-toyota']],
  ])('%j', (segments, expected, filters) => {
    const route = searchRoute(segments, 'Harbour City Motors', known)!
    expect(route).toMatchObject({ ...expected, canonicalPath: `/search/${segments.join('/')}` })
    expect(routeFacetFilters(route)).toEqual(filters)
  })

  it('says what a page lists in its description', () => {
    expect(searchRoute(['used-cars', 'suv'], 'Harbour', known)?.description).toBe('Browse used SUV cars for sale at Harbour.')
    expect(searchRoute(['suv'], 'Harbour', known)?.description).toBe('Browse new, used and demo SUV cars for sale at Harbour.')
  })

  it.each([
    [['mazda']], // a make not in stock
    [['mazda', 'cx-5']], // a model of a make not in stock
    [['used-cars', 'nothing']],
    [['used-cars', 'parramatta']], // a place's page has no car-type form
    [['suv', 'toyota']],
    [['toyota', 'hilux', 'sr5']],
    [['used-cars', 'toyota', 'hilux', 'x']],
    [['constructor']],
  ])('%j names nothing in stock: 404', (segments) => {
    expect(searchRoute(segments, 'X', known)).toBeNull()
  })

  it('a model of a make in stock is a page even with none of it in stock (offers link it)', () => {
    expect(searchRoute(['toyota', 'corolla'], 'X', known)).toMatchObject({
      make: 'Toyota',
      model: 'Corolla',
      title: 'Toyota Corolla Cars for Sale',
    })
  })

  it('without known values (the search did not answer) a slug is still read as a make', () => {
    expect(searchRoute(['mazda'], 'X', {})?.make).toBe('Mazda')
    expect(searchRoute(['suv'], 'X', {})?.body).toBe('suv')
  })

  it('crumbs name each step in the site’s words', () => {
    const route = searchRoute(['used-cars', 'land-rover', 'range-rover-evoque'], 'X', { ...known, vehicleKind: 'cars' })!
    expect(buildBreadcrumbs(route.canonicalPath, searchBreadcrumbTitles(route)).map((c) => c.name)).toEqual([
      'Home',
      'Search',
      'Used Cars',
      'Land Rover',
      'Range Rover Evoque',
    ])
    const caravans = searchRoute(['used-cars', 'suv'], 'X', { ...known, vehicleKind: 'caravans' })!
    expect(searchBreadcrumbTitles(caravans)).toEqual({
      '/search': 'Search',
      '/search/used-cars': 'Used Caravans',
      '/search/used-cars/suv': 'SUV',
    })
  })
})
