// Recently viewed cars and recent searches: kept in the browser, offered back on the next car page,
// the home page and the search page; nothing shows on a first visit.
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test } from '@playwright/test'
import { HCM, SCAG, pageSettled, site } from './helpers'

async function carLinks(page: Page, count: number) {
  await page.goto(site(HCM, '/search/used-cars'))
  const links = page.getByTestId('car-card').getByRole('heading', { level: 3 }).getByRole('link')
  await expect(links.nth(count - 1)).toBeVisible()
  const out: { name: string; href: string }[] = []
  for (let i = 0; i < count; i++) {
    out.push({ name: ((await links.nth(i).textContent()) ?? '').trim(), href: (await links.nth(i).getAttribute('href'))! })
  }
  return out
}

/** Waits until the car page has recorded its car (after hydration), so leaving it cannot lose the record. */
async function recorded(page: Page, count: number) {
  await expect
    .poll(async () => JSON.parse((await page.evaluate(() => window.localStorage.getItem('viewed_cars'))) ?? '[]').length)
    .toBe(count)
}

test('cars a shopper opened come back on the next car page and the home page, newest first, until cleared', async ({ page }) => {
  const [first, second, third] = await carLinks(page, 3)
  await page.goto(site(HCM, first.href))
  // A first car page has nothing to offer back yet.
  await expect(page.locator('#similar-cars-heading')).toBeVisible()
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
  await recorded(page, 1)

  await page.goto(site(HCM, second.href))
  const strip = page.getByTestId('recently-viewed')
  await expect(strip.getByRole('heading', { name: 'Recently viewed' })).toBeVisible()
  await expect(strip.getByRole('link')).toHaveCount(1)
  await expect(strip.getByRole('link')).toHaveAttribute('href', first.href)
  await recorded(page, 2)

  await page.goto(site(HCM, third.href))
  await expect(page.getByTestId('recently-viewed').getByRole('link')).toHaveText(
    [second.name, first.name].map((n) => new RegExp(n.split(' ').slice(0, 3).join(' '))),
  )

  await page.goto(site(HCM, '/'))
  const home = page.getByTestId('recently-viewed')
  await expect(home.getByRole('link')).toHaveCount(3)
  await expect(home.getByRole('link').first()).toHaveAttribute('href', third.href)
  const violations = (await new AxeBuilder({ page }).include('[data-testid="recently-viewed"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => v.id)).toEqual([])
  await home.screenshot({ path: 'test-results/recently-viewed-home.png' })

  // Another dealer's site keeps its own list.
  await page.goto(site(SCAG, '/'))
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)

  await page.goto(site(HCM, '/'))
  await page.getByTestId('recently-viewed').getByRole('button', { name: /Clear/ }).click()
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
})

/**
 * Stays on the search on screen for as long as the page waits before keeping it: the page has
 * hydrated, and its clock (installed by the test) is moved on past that pause.
 */
async function standOnSearch(page: Page) {
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await pageSettled(page)
  await page.clock.fastForward(2_000)
}

/** The searches this browser keeps, by address. */
const keptSearches = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('search_history') ?? '[]') as { path: string }[]).map((s) => s.path))

test('searches with filters come back under Recent searches, newest first, paging adding nothing', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site(HCM, '/search'))
  await standOnSearch(page)
  // A bare /search is not kept.
  expect(await keptSearches(page)).toEqual([])
  await page.reload()
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await expect(page.getByTestId('search-history')).toHaveCount(0)

  await page.goto(site(HCM, '/search/used-cars'))
  await standOnSearch(page)
  await expect.poll(() => keptSearches(page)).toHaveLength(1)
  await page.goto(site(HCM, '/search?price=10000:40000&page=2'))
  await standOnSearch(page)
  await expect.poll(() => keptSearches(page)).toHaveLength(2)

  await page.goto(site(HCM, '/search'))
  const history = page.getByTestId('search-history')
  const links = history.getByRole('link')
  await expect(links).toHaveCount(2)
  await expect(links.first()).toContainText('Price $10,000 to $40,000')
  await expect(links.first()).toHaveAttribute('href', /^\/search\?price=10000(%3A|:)40000$/)
  await expect(links.nth(1)).toHaveAttribute('href', '/search/used-cars')
  const violations = (await new AxeBuilder({ page }).include('[data-testid="search-history"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => v.id)).toEqual([])
  await history.screenshot({ path: 'test-results/search-history.png' })

  await links.first().click()
  await expect(page).toHaveURL(/\/search\?price=10000(%3A|:)40000$/)
  // On that search the list offers the other one.
  await expect(page.getByTestId('search-history').getByRole('link')).toHaveCount(1)
  await page.getByTestId('search-history').getByRole('button', { name: /Clear/ }).click()
  await expect(page.getByTestId('search-history')).toHaveCount(0)
})

test('the search app starts at once only when there is another recent search to show', async ({ page }) => {
  // A refined search path keeps itself in recent searches once settled; back on it, the list
  // (which leaves out the search on screen) is empty, so the page waits for intent like anyone's.
  await page.clock.install()
  await page.goto(site(HCM, '/search/used-cars'))
  await standOnSearch(page)
  await expect.poll(() => keptSearches(page)).toHaveLength(1)
  await page.reload()
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await pageSettled(page)
  await expect(page.locator('[data-island-live="search page"]')).toHaveCount(0)

  // On another search the used-cars search is offered back, so the app starts to show it.
  await page.goto(site(HCM, '/search?price=10000:40000'))
  await expect(page.locator('[data-island-live="search page"]')).toHaveCount(1)
  await expect(page.getByTestId('search-history').getByRole('link')).toHaveAttribute('href', '/search/used-cars')
})
