// Compare: up to four cars from car pages, kept in the browser, a tray on
// every page, and /compare?cars=… side by side with differences highlighted; the address can be
// shared. Sites without the switch show no control and no page; with compareNeedsPriceAndImages
// a car without a price shows none.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import { HCM, PORT, RCC, SCAG, site } from './helpers'

const ORIGIN = `http://127.0.0.1:${PORT}`

async function carOf(request: APIRequestContext, host: string, filters: string): Promise<{ path: string; slug: string }> {
  const response = await request.post(`${ORIGIN}/api/search/1/indexes/*/queries`, {
    headers: { host, 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 1, filters }] }),
  })
  return ((await response.json()) as { results: { hits: { path: string; slug: string }[] }[] }).results[0].hits[0]
}

/** The first `n` cars of the used-car search: their names and pages. */
async function usedCars(page: Page, n: number): Promise<{ name: string; path: string }[]> {
  await page.goto(site(HCM, '/search/used-cars'))
  const cards = page.getByTestId('car-card')
  await expect(cards.nth(n - 1)).toBeVisible()
  const cars = []
  for (let i = 0; i < n; i++) {
    const link = cards.nth(i).getByRole('heading', { level: 3 }).getByRole('link')
    cars.push({ name: ((await link.textContent()) ?? '').trim(), path: (await link.getAttribute('href'))! })
  }
  return cars
}

/** Compare sits on the car page (a card offers only the heart and one button). */
const compareControl = (page: Page) => page.getByRole('complementary', { name: 'Price and actions' }).getByTestId('compare-button')

test('a shopper compares three cars from their pages, sees where they differ, removes one, and shares the address', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const cars = await usedCars(page, 3)
  for (const car of cars) {
    await page.goto(site(HCM, car.path))
    await expect(compareControl(page)).toHaveText('Compare')
    await compareControl(page).click()
    await expect(compareControl(page)).toHaveText('Comparing')
    await expect(compareControl(page)).toHaveAttribute('aria-pressed', 'true')
  }
  const names = cars.map((c) => c.name)
  const tray = page.getByRole('complementary', { name: 'Cars to compare' })
  await expect(tray).toContainText('3 of 4 to compare')
  await page.screenshot({ path: 'test-results/compare-tray.png' })
  await tray.getByRole('link', { name: 'Compare 3 cars' }).click()
  await expect(page).toHaveURL(/\/compare\?cars=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+$/)
  const table = page.getByTestId('compare-table').getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(3)
  for (const name of names) await expect(table.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Price', exact: true })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Odometer', exact: true })).toBeVisible()
  // Three different used cars differ at least in price or odometer.
  expect(await table.locator('tr[data-differs]').count()).toBeGreaterThan(0)
  await expect(page.getByTestId('compare-tray')).toHaveCount(0)
  const violations = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => v.id)).toEqual([])
  // Named on its own: WCAG 2.2's target size (24 px or spaced apart) is not in every axe default set.
  const small = await new AxeBuilder({ page }).include('main').withRules(['target-size']).analyze()
  expect(small.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
  expect(small.passes.length + small.incomplete.length).toBeGreaterThan(0)
  await page.screenshot({ path: 'test-results/compare-page.png', fullPage: true })

  // The address is the comparison: another browser opens the same table.
  const shared = page.url()
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto(shared)
  await expect(other.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3)
  await elsewhere.close()

  await table.getByRole('button', { name: new RegExp(`^Remove ${names[0]}.* from the comparison$`) }).click()
  await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(2)
  expect(new URL(page.url()).searchParams.get('cars')?.split(',')).toHaveLength(2)
  // /compare alone opens what this browser is comparing.
  await page.goto(site(HCM, '/compare'))
  await expect(page).toHaveURL(/\/compare\?cars=[a-z0-9-]+,[a-z0-9-]+$/)
})

test('a fifth car is refused with a message; the tray clears the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const cars = await usedCars(page, 5)
  for (const car of cars.slice(0, 4)) {
    await page.goto(site(HCM, car.path))
    await compareControl(page).click()
    await expect(compareControl(page)).toHaveAttribute('aria-pressed', 'true')
  }
  await page.goto(site(HCM, cars[4].path))
  await compareControl(page).click()
  await expect(compareControl(page)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('complementary', { name: 'Price and actions' }).getByRole('alert')).toHaveText(
    'You can compare up to 4 cars. Remove one to add another.',
  )
  await page.getByRole('complementary', { name: 'Cars to compare' }).getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByTestId('compare-tray')).toHaveCount(0)
  await page.goto(site(HCM, cars[0].path))
  await expect(compareControl(page)).toHaveAttribute('aria-pressed', 'false')
})

test('compareNeedsPriceAndImages hides the control on a car without a price; sites without the switch have no control and no page', async ({
  page,
  request,
}) => {
  const priced = await carOf(request, SCAG, 'sold:false AND price > 1000')
  const unpriced = await carOf(request, SCAG, 'sold:false AND price = 0')
  await page.goto(site(SCAG, priced.path))
  await expect(page.getByRole('complementary', { name: 'Price and actions' }).getByTestId('compare-button')).toBeVisible()
  await page.goto(site(SCAG, unpriced.path))
  const sidebar = page.getByRole('complementary', { name: 'Price and actions' })
  await expect(sidebar).toBeVisible()
  await expect(sidebar.getByTestId('compare-button')).toHaveCount(0)

  await page.goto(site(RCC, '/search'))
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await expect(page.getByTestId('compare-button')).toHaveCount(0)
  expect((await page.goto(site(RCC, '/compare')))?.status()).toBe(404)
})
