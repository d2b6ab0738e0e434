import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'
import { HCM, SCAG, clickWhenSettled, site } from './helpers'

/**
 * The manufacturer and dealership offers listings: server-rendered first page, URL-driven filters
 * and pages with the cached fetcher, back and forward, the no-JavaScript GET form, errors keeping
 * the old cards.
 */
const cards = (page: Page) => page.getByTestId('car-card')
const cardLinks = (page: Page) =>
  cards(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
const count = async (page: Page) => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/[^\d]/g, ''))

/** The paths of one page of a direct search on the site's own endpoint, from inside the page. */
async function directPaths(page: Page, filters: string, pageIndex = 0): Promise<{ paths: string[]; nbHits: number }> {
  return page.evaluate(
    async ({ filters, pageIndex }) => {
      const res = await fetch('/api/search/1/indexes/*/queries', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 21, page: pageIndex, ...(filters && { filters }) }] }),
      })
      const { results } = (await res.json()) as { results: { hits: { path: string }[]; nbHits: number }[] }
      return { paths: results[0].hits.map((h) => h.path), nbHits: results[0].nbHits }
    },
    { filters, pageIndex },
  )
}

/** Set before client-side changes: still there afterwards means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { listingMark: number }).listingMark = 1))
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { listingMark?: number }).listingMark === 1)

test('/special-offers: the server HTML has 21 cards, a title, description and canonical URL', async ({ page }) => {
  const response = await page.goto(site(HCM, '/special-offers'))
  expect(response?.status()).toBe(200)
  const html = (await response?.text()) ?? ''
  expect(html.match(/data-testid="car-card"/g)?.length).toBe(21)
  await expect(page).toHaveTitle(/^Special Offers \| Harbour City Motors$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/special-offers$/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /offers/)
  const { nbHits } = await directPaths(page, '')
  expect(await count(page)).toBe(nbHits)
  // Not hydrated while the shopper only looks (ListingIsland): a pointer over it brings it to life.
  await page.waitForLoadState('networkidle')
  const live = page.locator('[data-island-live]').filter({ has: page.getByTestId('category-chips') })
  await expect(live).toHaveCount(0)
  await page.getByTestId('category-chips').hover()
  await expect(live).toHaveCount(1)
})

test('offers: a category updates the URL and the cards, page 2 works, back and forward restore', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers'))
  await expect(cards(page)).toHaveCount(21)
  const firstPage = await cardLinks(page)
  await markPage(page)

  const chip = page.getByTestId('category-chips').locator('label', { hasText: 'Off Road' })
  const chipCount = Number(((await chip.textContent()) ?? '').match(/\((\d+)\)/)?.[1])
  await chip.click()
  await expect(page).toHaveURL(/[?&]categories=Off(\+|%20)Road/)
  await expect(page.getByRole('checkbox', { name: /Off Road/ })).toBeChecked()
  const offRoad = await directPaths(page, 'categories:"Off Road"')
  await expect(async () => expect(await cardLinks(page)).toEqual(offRoad.paths)).toPass()
  expect(await count(page)).toBe(offRoad.nbHits)
  expect(chipCount).toBe(offRoad.nbHits)

  await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }))
  await expect(page).toHaveURL(/[?&]page=2/)
  const second = await directPaths(page, 'categories:"Off Road"', 1)
  await expect(async () => expect(await cardLinks(page)).toEqual(second.paths)).toPass()
  await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText(/2/)

  // Any refinement goes back to page 1.
  await page.getByTestId('category-chips').locator('label', { hasText: 'Work Ready' }).click()
  await expect(page).not.toHaveURL(/page=/)
  await expect(page).toHaveURL(/categories=Work(\+|%20)Ready/)

  await page.goBack()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(async () => expect(await cardLinks(page)).toEqual(second.paths)).toPass()
  await page.goBack()
  await expect(page).not.toHaveURL(/page=/)
  await expect(async () => expect(await cardLinks(page)).toEqual(offRoad.paths)).toPass()
  await page.goBack()
  await expect(page).not.toHaveURL(/categories=/)
  await expect(page.getByRole('checkbox', { name: /Off Road/ })).not.toBeChecked()
  await expect(async () => expect(await cardLinks(page)).toEqual(firstPage)).toPass()
  await page.goForward()
  await expect(page).toHaveURL(/categories=Off(\+|%20)Road/)
  await expect(async () => expect(await cardLinks(page)).toEqual(offRoad.paths)).toPass()
  expect(await stillSamePage(page)).toBe(true)
})

test('offers: the price choice filters the cards; the query searches after typing', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers'))
  await page.getByTestId('listing-price').selectOption({ label: '$20,000 - $30,000' })
  await expect(page).toHaveURL(/[?&]price=20000(%3A|:)30000/)
  await expect(async () => {
    const prices = (await page.getByTestId('card-price').allTextContents()).map((t) =>
      Number(t.match(/^\$([\d,]+)/)?.[1].replace(/,/g, '')),
    )
    expect(prices.length).toBeGreaterThan(0)
    expect(prices.every((p) => p >= 20000 && p <= 30000)).toBe(true)
  }).toPass()
  // A make among the cards now shown, so the query has matches in this price range.
  const make = ((await cards(page).locator('h3').first().textContent()) ?? '').split(' ')[1]
  await page.getByRole('searchbox', { name: /Search Special Offers/ }).fill(make.toLowerCase())
  await expect(page).toHaveURL(new RegExp(`[?&]query=${make.toLowerCase()}`))
  await expect(page).toHaveURL(/[?&]price=20000(%3A|:)30000/)
  await expect(async () => {
    const headings = await cards(page).locator('h3').allTextContents()
    expect(headings.length).toBeGreaterThan(0)
    expect(headings.every((h) => h.includes(make))).toBe(true)
  }).toPass()
})

/** Every card's price is within [min, max] (and there are cards). */
async function pricesWithin(page: Page, min: number, max: number) {
  const prices = (await page.getByTestId('card-price').allTextContents()).map((t) => Number(t.match(/^\$([\d,]+)/)?.[1].replace(/,/g, '')))
  expect(prices.length).toBeGreaterThan(0)
  expect(prices.every((p) => p >= min && p <= max)).toBe(true)
}

test('offers: a price chosen before the page is interactive still filters the cards', async ({ page }) => {
  // The scripts wait until the visitor has used the server-rendered form.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(site(HCM, '/special-offers'), { waitUntil: 'domcontentloaded' })
  await page.getByTestId('listing-price').selectOption({ label: '$20,000 - $30,000' })
  release()
  await expect(page).toHaveURL(/[?&]price=20000(%3A|:)30000/)
  await expect(async () => pricesWithin(page, 20000, 30000)).toPass()
  await expect(page.getByTestId('listing-price')).toHaveValue('20000:30000')
})

test('offers: the cards follow the URL even when Next has not yet seen our history entries', async ({ page }) => {
  // Next learns of a pushState only once its router has patched history.pushState (in an
  // effect); a change in that gap must move the cards with the address. Keep it unpatched.
  await page.addInitScript(() => {
    for (const name of ['pushState', 'replaceState'] as const) {
      const native = window.history[name].bind(window.history)
      Object.defineProperty(window.history, name, { configurable: true, get: () => native, set: () => {} })
    }
  })
  await page.goto(site(HCM, '/special-offers'))
  const all = await cardLinks(page)
  await page.getByTestId('listing-price').selectOption({ label: '$20,000 - $30,000' })
  await expect(page).toHaveURL(/[?&]price=20000(%3A|:)30000/)
  await expect(async () => pricesWithin(page, 20000, 30000)).toPass()
  await page.goBack()
  await expect(page).not.toHaveURL(/price=/)
  await expect(page.getByTestId('listing-price')).toHaveValue('')
  await expect(async () => expect(await cardLinks(page)).toEqual(all)).toPass()
  await page.goForward()
  await expect(async () => pricesWithin(page, 20000, 30000)).toPass()
})

test('offers: a link to the same listing with other filters updates the cards, and back restores them', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers?price=20000:30000'))
  await expect(async () => pricesWithin(page, 20000, 30000)).toPass()
  await markPage(page)
  // A client-side navigation by Next's router (as a <Link> to the listing would do).
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/special-offers?price=30000:40000'),
  )
  await expect(page).toHaveURL(/[?&]price=30000(%3A|:)40000/)
  await expect(async () => pricesWithin(page, 30000, 40000)).toPass()
  await expect(page.getByTestId('listing-price')).toHaveValue('30000:40000')
  await page.goBack()
  await expect(page).toHaveURL(/[?&]price=20000(%3A|:)30000/)
  await expect(async () => pricesWithin(page, 20000, 30000)).toPass()
  await expect(page.getByTestId('listing-price')).toHaveValue('20000:30000')
  expect(await stillSamePage(page)).toBe(true)
})

test('offers: while an update loads the previous cards stay, dimmed and busy', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers'))
  const before = await cardLinks(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/search/**', async (route) => {
    await held
    await route.continue()
  })
  await page.getByTestId('category-chips').locator('label', { hasText: 'Low Emissions' }).click()
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('status').filter({ hasText: 'Updating results' })).toBeVisible()
  expect(await cardLinks(page)).toEqual(before)
  release()
  await expect(page.getByTestId('results')).toHaveAttribute('aria-busy', 'false')
  await expect(async () => expect(await cardLinks(page)).not.toEqual(before)).toPass()
})

test('offers: a failed update keeps the previous cards and says so', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers'))
  const before = await cardLinks(page)
  await page.route('**/api/search/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Search is down","status":503}' }),
  )
  await page.getByTestId('category-chips').locator('label', { hasText: 'Family 7 Seater' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'We could not update' })
  await expect(alert).toContainText('We could not update the results (Search is down)')
  expect(await cardLinks(page)).toEqual(before)
  await page.unroute('**/api/search/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(alert).toHaveCount(0)
  await expect(async () => expect(await cardLinks(page)).not.toEqual(before)).toPass()
})

test('offers without JavaScript: the GET form and page links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(site(HCM, '/special-offers'))
  // A category with more than a page of cars (Work Ready: 38 on Harbour City).
  await page.getByTestId('category-chips').locator('label', { hasText: 'Work Ready' }).click()
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]categories=Work(\+|%20)Ready/)
  await expect(cards(page)).toHaveCount(21)
  await clickWhenSettled(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }))
  await expect(page).toHaveURL(/categories=Work.*page=2/)
  await expect(page.getByRole('checkbox', { name: /Work Ready/ })).toBeChecked()
  await context.close()
})

test('manufacturer page: /manufacturers/toyota lists Toyotas and filters by model', async ({ page }) => {
  const response = await page.goto(site(SCAG, '/manufacturers/toyota'))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/^Toyota Cars \|/)
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota Cars' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/manufacturers\/toyota$/)
  await expect(cards(page)).toHaveCount(21)
  const all = await directPaths(page, 'make:"Toyota"')
  expect(await cardLinks(page)).toEqual(all.paths)
  expect(await count(page)).toBe(all.nbHits)
  await markPage(page)

  const select = page.getByTestId('listing-model')
  const option = select.locator('option').nth(1)
  const [value, label] = [await option.getAttribute('value'), (await option.textContent()) ?? '']
  await select.selectOption(value!)
  await expect(page).toHaveURL(new RegExp(`[?&]model=${encodeURIComponent(value!).replace(/%20/g, '(\\+|%20)')}`))
  const model = await directPaths(page, `make:"Toyota" AND model:"${value}"`)
  await expect(async () => expect(await cardLinks(page)).toEqual(model.paths)).toPass()
  expect(await count(page)).toBe(Number(label.match(/\((\d+)\)/)?.[1]))
  const headings = await cards(page).locator('h3').allTextContents()
  expect(headings.every((h) => h.includes(`Toyota ${value}`))).toBe(true)
  await page.goBack()
  await expect(select).toHaveValue('')
  await expect(async () => expect(await cardLinks(page)).toEqual(all.paths)).toPass()
  expect(await stillSamePage(page)).toBe(true)
})

test('manufacturer page: a make the site does not know is a 404; one it names but lacks is an empty listing', async ({ page }) => {
  expect((await page.goto(site(HCM, '/manufacturers/ferrari')))?.status()).toBe(404)
  const response = await page.goto(site(SCAG, '/manufacturers/isuzu-ute'))
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId('no-results')).toContainText('No Results Available')
})

test('both listings have no serious or critical accessibility violations, on phones too', async ({ page }) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height })
    for (const path of ['/special-offers', '/manufacturers/toyota']) {
      await page.goto(site(HCM, path))
      await expect(cards(page).first()).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        bad.map(
          (v) =>
            `${path} ${width}: ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([])
    }
  }
  // Phones: one card per row.
  await page.goto(site(HCM, '/special-offers'))
  const [a, b] = await cards(page).evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top))
  expect(b).toBeGreaterThan(a)
})
