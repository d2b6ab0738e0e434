// Locations, hours and reviews in Chromium against the seeded demo dealers.
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'
import { HCM, RCC, SCAG, site } from './helpers'

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

test('a location page: departments, holiday hours, reviews, stock link and AutoDealer data', async ({ page }) => {
  await page.goto(site(HCM, '/locations/harbour-city-parramatta'))
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour City Parramatta' })).toBeVisible()
  await expect(page.getByText(/out of 5/).first()).toBeAttached()
  await expect(page.getByText('120 Church St, Parramatta NSW 2150', { exact: true })).toBeVisible()

  const tabs = page.getByRole('tablist', { name: 'Department' })
  await expect(tabs.getByRole('tab')).toHaveText(['Sales', 'Service', 'Parts'])
  const sales = page.getByRole('tabpanel').filter({ visible: true })
  // Thursday is a late night, so the five weekdays are listed one by one.
  await expect(sales.getByRole('row', { name: /Thursday/ })).toContainText('8:30am - 8:00pm')
  await expect(sales.getByRole('row', { name: /Sunday/ })).toContainText('10:00am - 4:00pm')
  await tabs.getByRole('tab', { name: 'Sales' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Service' })).toHaveAttribute('aria-selected', 'true')
  const service = page.getByRole('tabpanel').filter({ visible: true })
  await expect(service.getByRole('row', { name: /Mon - Fri/ })).toContainText('7:30am - 5:00pm')
  await expect(service.getByRole('row', { name: /Sunday/ })).toContainText('Closed')

  const opener = service.getByRole('button', { name: 'View Holiday Hours' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: /Holiday Hours/ })
  await expect(dialog).toContainText('Christmas Day')
  await expect(dialog).toContainText('Fri 25 Dec 2026')
  await expect(dialog).toContainText('Closed')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const dealer = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'AutoDealer')
  expect(dealer.name).toBe('Harbour City Parramatta')
  expect(dealer.address.postalCode).toBe('2150')
  expect(dealer.openingHoursSpecification.length).toBeGreaterThan(5)
  expect(Number(dealer.aggregateRating.ratingValue)).toBeGreaterThan(3)
  expect(await axe(page)).toEqual([])

  await page.getByRole('link', { name: 'View Our Stock' }).click()
  await expect(page).toHaveURL(/\/search\/harbour-city-parramatta$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cars for Sale at Harbour City Parramatta' })).toBeVisible()
  await expect(page.getByText(/\d+ vehicles? found/)).toBeVisible()
})

test('the dealer list shows each visible location as a card; six give three columns', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(site(SCAG, '/dealerships'))
  await expect(page.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeVisible()
  const cards = page.getByTestId('location-card')
  await expect(cards).toHaveCount(6)
  const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
  expect(tops.filter((t) => t === tops[0])).toHaveLength(3)
  await expect(cards.first().getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /google\.com\/maps\/dir/)
  expect(await axe(page)).toEqual([])
  await cards.filter({ hasText: 'Springwood' }).getByRole('link', { name: 'View Details' }).click()
  await expect(page).toHaveURL(/\/locations\/southern-cross-hyundai-springwood$/)
})

test('older location addresses redirect; another dealer’s location is a 404', async ({ page }) => {
  await page.goto(site(HCM, '/our-location/harbour-city-chatswood'))
  await expect(page).toHaveURL(/\/locations\/harbour-city-chatswood$/)
  await page.goto(site(HCM, '/contact-us/harbour-city-newcastle'))
  await expect(page).toHaveURL(/\/locations\/harbour-city-newcastle$/)
  expect((await page.goto(site(HCM, '/locations/southern-cross-toyota-dandenong')))?.status()).toBe(404)
  expect((await page.goto(site(HCM, '/our-location/southern-cross-toyota-dandenong')))?.status()).toBe(404)
  expect((await page.goto(site(HCM, '/dealer-locator')))?.status()).toBe(200)
  await expect(page.getByTestId('location-card')).toHaveCount(3)
})

test('the header shows the primary location’s status and opens its hours', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(site(HCM, '/'))
  const hours = page.getByTestId('header-hours')
  await expect(hours.locator('summary')).toHaveText(
    /^(Open now · closes \d{1,2}:\d\d[ap]m|Closed · opens \d{1,2}:\d\d[ap]m( \w+)?|Closed), Harbour City Parramatta opening hours/,
  )
  await hours.locator('summary').click()
  await expect(hours.getByText('Service', { exact: true })).toBeVisible()
  await expect(hours.getByRole('link', { name: 'Holiday hours and directions' })).toHaveAttribute(
    'href',
    '/locations/harbour-city-parramatta',
  )
})

test('closed days read as each dealer chose: Enquire Now links to the contact page', async ({ page }) => {
  await page.goto(site(RCC, '/locations/red-centre-caravans-perth'))
  const sunday = page.getByRole('row', { name: /Sunday/ })
  await expect(sunday.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/contact')
  await page.goto(site(HCM, '/locations/harbour-city-chatswood'))
  await expect(page.getByRole('row', { name: /Sunday/ })).toContainText('By appointment only')
})

for (const width of [390, 1440]) {
  test(`location screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(site(HCM, '/locations/harbour-city-parramatta'))
    await page.screenshot({ path: `test-results/location-${width}.png`, fullPage: true })
    await page.goto(site(SCAG, '/dealerships'))
    await page.screenshot({ path: `test-results/dealerships-${width}.png`, fullPage: true })
  })
}

test('brand targets: the locations selling a brand, and a brand overview leads to its stock', async ({ page }) => {
  await page.goto(site(SCAG, '/dealerships/toyota?filter=brand'))
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota Dealerships' })).toBeVisible()
  await expect(page.getByTestId('location-card')).toHaveCount(3)
  await page.goto(site(SCAG, '/mazda/overview'))
  await expect(page).toHaveURL(/\/manufacturers\/mazda$/)
  // The brand page: the make's live offers and the locations selling it, above its stock.
  await expect(page.getByRole('heading', { level: 2, name: 'Mazda Offers' })).toBeVisible()
  await expect(page.getByTestId('offer-card')).toHaveCount(1)
  await expect(page.getByTestId('offer-card')).toContainText('Mazda CX-30 Bonus Accessories Pack')
  await page.getByRole('navigation', { name: 'Where to buy Mazda' }).getByRole('link', { name: 'Southern Cross Mazda Ringwood' }).click()
  await expect(page).toHaveURL(/\/locations\/[a-z0-9-]+$/)
  await page.goto(site(SCAG, '/manufacturers/hyundai'))
  await expect(page.getByRole('heading', { level: 2, name: 'Hyundai Offers' })).toBeVisible()
  await page.goto(site(SCAG, '/brands'))
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible()
  await page.getByRole('link', { name: 'Hyundai' }).click()
  await expect(page).toHaveURL(/\/manufacturers\/hyundai$/)
  expect((await page.goto(site(SCAG, '/dealerships/ferrari')))?.status()).toBe(404)
})

test('the contact page carries the Locations block: an "Our Locations" carousel with a swipe hint', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site(SCAG, '/contact'))
  const block = page.getByTestId('locations-block')
  await expect(block.getByRole('heading', { name: 'Our Locations' })).toBeVisible()
  await expect(block.getByTestId('location-card')).toHaveCount(6)
  await expect(block.getByText('Swipe to see more →')).toBeVisible()
  await page.goto(site(HCM, '/contact'))
  await expect(page.getByTestId('locations-block').getByTestId('location-card')).toHaveCount(3)
})

test('maps load when scrolled to: a marker per location, and the addresses when tiles cannot load', async ({ page }) => {
  await page.goto(site(HCM, '/locations/harbour-city-parramatta'))
  const map = page.getByTestId('location-map')
  await map.scrollIntoViewIfNeeded()
  const marker = map.locator('.leaflet-marker-icon')
  await expect(marker).toHaveCount(1)
  await expect(marker).toHaveAttribute('title', 'Harbour City Parramatta')
  await expect(marker).toHaveAttribute('tabindex', '0')
  // The e2e server's tile host never resolves: the map says so and lists the address.
  const fallback = page.getByTestId('map-fallback')
  await expect(fallback).toContainText('The map could not be loaded')
  await expect(fallback).toContainText('120 Church St, Parramatta NSW 2150')
  await page.goto(site(SCAG, '/dealerships'))
  await page.getByTestId('location-map').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('location-map').locator('.leaflet-marker-icon')).toHaveCount(6)
})

test('when the map’s own script cannot load, the map lists the address instead of breaking the page', async ({ page }) => {
  // On a phone the map is far below the fold: the page and its own scripts load, then every
  // script asked for later (the map's) fails, as after a deploy that removed the old build.
  await page.setViewportSize({ width: 390, height: 640 })
  await page.goto(site(HCM, '/locations/harbour-city-parramatta'), { waitUntil: 'networkidle' })
  await expect(page.getByTestId('location-map').getByText('Loading map…')).toBeAttached()
  let refused = 0
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => {
    refused++
    return route.abort()
  })
  const map = page.getByTestId('location-map')
  await map.scrollIntoViewIfNeeded()
  const fallback = page.getByTestId('map-fallback')
  await expect(fallback).toContainText('The map could not be loaded')
  await expect(fallback).toContainText('120 Church St, Parramatta NSW 2150')
  expect(refused).toBeGreaterThan(0)
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a car page links its yard’s location page and map; a group’s car offers "See more from this dealer"', async ({ page }) => {
  await page.goto(site(SCAG, '/search'))
  await page.getByTestId('car-card').first().locator('a[href^="/cars/"]').first().click()
  await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
  const section = page.locator('#vehicle-map')
  const yard = section.getByRole('link').first()
  await expect(yard).toHaveAttribute('href', /^\/locations\/southern-cross-/)
  await section.scrollIntoViewIfNeeded()
  await expect(section.locator('.leaflet-marker-icon')).toHaveCount(1)
  await section.getByRole('link', { name: 'See more from this dealer' }).click()
  await expect(page).toHaveURL(/\/search\/southern-cross-[a-z]+$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Cars for Sale at Southern Cross / })).toBeVisible()
})

test('a Locations block as one map with a list (Red Centre’s contact page)', async ({ page }) => {
  await page.goto(site(RCC, '/contact'))
  const block = page.getByTestId('locations-block')
  await block.scrollIntoViewIfNeeded()
  await expect(block.locator('.leaflet-marker-icon')).toHaveCount(3)
  await expect(block.getByRole('list', { name: 'Our Locations' }).getByRole('link')).toHaveText([
    'Red Centre Caravans Adelaide',
    'Red Centre Caravans Alice Springs',
    'Red Centre Caravans Perth',
  ])
})

test.describe('find your nearest dealership without script', () => {
  test.use({ javaScriptEnabled: false })

  test('a postcode sorts the list nearest first, each card with its distance; a bad one says why', async ({ page }) => {
    await page.goto(site(SCAG, '/locations'))
    const finder = page.getByTestId('nearest-finder')
    await expect(finder.getByRole('heading', { name: 'Find your nearest dealership' })).toBeVisible()
    await expect(finder.getByRole('button', { name: 'Use my location' })).toHaveCount(0)
    await finder.getByLabel('Postcode').fill('4000')
    await finder.getByLabel('Postcode').press('Enter')
    await expect(page).toHaveURL(/\/locations\?postcode=4000$/)
    await expect(finder).toContainText('Sorted by distance from postcode 4000.')
    const cards = page.getByTestId('location-card')
    await expect(cards.first()).toContainText('Southern Cross Hyundai Springwood')
    await expect(cards.getByTestId('location-distance')).toHaveCount(6)
    await expect(cards.first().getByTestId('location-distance')).toHaveText(/^\d+ km away$/)

    await finder.getByLabel('Postcode').fill('0000')
    await finder.getByRole('button', { name: 'Find nearest' }).click()
    await expect(finder.getByText('Invalid postcode', { exact: true })).toBeVisible()
    await expect(finder.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
    await expect(cards.getByTestId('location-distance')).toHaveCount(0)

    await page.goto(site(SCAG, '/dealer-locator?postcode=12'))
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible()
  })
})

test('“Use my location” sends the browser’s position (with permission) and sorts from there; it fits a phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: -37.9181, longitude: 145.1205 },
  })
  const page = await context.newPage()
  await page.goto(site(SCAG, '/dealerships'))
  const button = page.getByTestId('nearest-finder').getByRole('button', { name: 'Use my location' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dealerships\?lat=-37\.92&lng=145\.12$/)
  await expect(page.getByTestId('nearest-finder')).toContainText('Sorted by distance from your location.')
  await expect(page.getByTestId('location-card').first()).toContainText('Southern Cross Service Centre Clayton')
  await expect(page.getByTestId('location-card').first().getByTestId('location-distance')).toHaveText('Less than 1 km away')
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  // The sorted list and the invalid-postcode state pass axe (it needs script, so it runs here).
  expect(await axe(page)).toEqual([])
  await page.goto(site(SCAG, '/locations?postcode=0000'))
  await expect(page.getByTestId('nearest-finder').getByText('Invalid postcode', { exact: true })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await context.close()
})

test('a location’s team page: staff cards with a working tel: link and an e-mail button, reached from the location page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site(HCM, '/locations/harbour-city-parramatta'))
  await page.getByRole('link', { name: 'Meet the Team' }).click()
  await expect(page).toHaveURL(/\/teams\/harbour-city-parramatta$/)
  await expect(page).toHaveTitle('Our Team at Harbour City Parramatta | Harbour City Motors')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team at Harbour City Parramatta' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Our Team' })).toHaveAttribute(
    'href',
    '/teams',
  )

  // The dealer principal leads; a member the editor hid is not shown.
  const cards = page.getByTestId('team-member')
  await expect(cards).toHaveCount(4)
  const priya = cards.first()
  await expect(priya.getByRole('heading', { level: 2, name: 'Priya Natarajan' })).toBeVisible()
  await expect(priya).toContainText('Dealer Principal')
  await expect(page.getByText('Grace Kowalski')).toHaveCount(0)

  const call = priya.getByRole('link', { name: 'Call Priya Natarajan on 0491 570 156' })
  await expect(call).toBeVisible()
  const tel = await call.getAttribute('href')
  expect(tel).toBe('tel:+61491570156')
  expect(new URL(tel!).protocol).toBe('tel:')
  const mail = priya.getByRole('link', { name: 'Send an e-mail to Priya Natarajan' })
  await expect(mail).toHaveAttribute('href', 'mailto:priya.natarajan@harbour-city-motors.test')
  // The addresses are only in the buttons' links, never printed on the page.
  await expect(page.locator('main')).not.toContainText('@harbour-city-motors.test')

  // Keyboard: from the page's own link the Tab key walks into the first card's buttons.
  await page.getByRole('link', { name: 'Hours and directions' }).focus()
  await page.keyboard.press('Tab')
  await expect(call).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(mail).toBeFocused()

  // One column on a phone; nothing wider than the screen.
  const lefts = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)))
  expect(new Set(lefts).size).toBe(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/team-390.png', fullPage: true })

  expect((await page.goto(site(HCM, '/teams/southern-cross-toyota-dandenong')))?.status()).toBe(404)
  expect((await page.goto(site(HCM, '/teams/no-such-yard')))?.status()).toBe(404)
})

test('/teams lists each location’s team, and the About Us page’s Team block shows them all', async ({ page }) => {
  await page.goto(site(SCAG, '/teams'))
  await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible()
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(6)
  await page.locator('main').getByRole('link', { name: 'Southern Cross Kia Launceston' }).click()
  await expect(page).toHaveURL(/\/teams\/southern-cross-kia-launceston$/)
  await expect(page.getByTestId('team-member')).toHaveCount(1)

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(site(HCM, '/about-us'))
  const block = page.getByTestId('team-block')
  await expect(block.getByRole('heading', { level: 2, name: 'Meet the Team' })).toBeVisible()
  await expect(block.getByRole('heading', { level: 3 })).toHaveText([
    'Harbour City Chatswood',
    'Harbour City Newcastle',
    'Harbour City Parramatta',
  ])
  // A member without a photo shows their initials; one without an e-mail gets no e-mail button.
  const sophie = block.getByTestId('team-member').filter({ hasText: 'Sophie Tran' })
  await expect(sophie.locator('span[aria-hidden="true"]')).toHaveText('ST')
  await expect(sophie.getByRole('link', { name: /e-mail/ })).toHaveCount(0)
  await expect(sophie.getByRole('link', { name: /^Call Sophie Tran/ })).toHaveAttribute('href', /^tel:\+61\d{9}$/)
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: 'test-results/team-block-1440.png', fullPage: true })
  await block.getByRole('link', { name: 'Harbour City Newcastle' }).click()
  await expect(page).toHaveURL(/\/teams\/harbour-city-newcastle$/)
})
