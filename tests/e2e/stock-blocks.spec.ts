// The page builder's stock blocks: Search grid and Car detail on the demo home pages,
// and the Results carousel switch (Southern Cross has it on, Harbour City off).
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { HCM, SCAG, site } from './helpers'

test('a Search grid of used SUVs under $40,000, cheapest first, with View all leading to the same cars', async ({ page }) => {
  await page.goto(site(HCM, '/'))
  const grid = page.getByTestId('search-grid')
  await expect(grid.getByRole('heading', { level: 2, name: 'Family SUVs under $40,000' })).toBeVisible()
  const cards = grid.getByTestId('car-card')
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(6)
  const prices = (await grid.getByTestId('card-price').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')))
  for (const price of prices) expect(price).toBeLessThanOrEqual(40_000)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  await expect(grid.getByTestId('stock-carousel')).toHaveCount(0)
  const viewAll = grid.getByRole('link', { name: /View all used SUVs/ })
  await expect(viewAll).toHaveAttribute('href', '/search/used-cars?body=suv&price=%3A40000&sortBy=cars_price_asc')
  await viewAll.click()
  await expect(page).toHaveURL(/\/search\/used-cars\?/)
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  // The search page shows at least the cars the grid showed (the grid is its first page, cut short).
  await expect(page.getByText(/\d+ vehicles? found/)).toBeVisible()
})

test('a Car detail block features the newest used car and leads to its page', async ({ page }) => {
  await page.goto(site(HCM, '/'))
  const block = page.getByTestId('car-detail-block')
  await expect(block.getByText('Car of the week')).toBeVisible()
  const name = ((await block.getByRole('heading', { level: 2 }).textContent()) ?? '').trim()
  expect(name).toMatch(/^\d{4} /)
  await block.getByRole('link', { name: /See this car/ }).click()
  await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${name.split(' ').slice(0, 3).join(' ')}`))
})

test('a refreshed server render (a live preview after the editor saves) brings a waiting Search grid to life, so changed cars show', async ({
  page,
}) => {
  await page.goto(site(SCAG, '/'), { waitUntil: 'networkidle' })
  const grid = page.getByTestId('search-grid')
  await expect(grid.getByTestId('car-card')).toHaveCount(9)
  await expect(grid.locator('[data-island-live]')).toHaveCount(0)
  // What the live preview's refresh does (RefreshOnSave): the page's server render again, new props.
  await page.evaluate(() => (window as unknown as { next: { router: { refresh(): void } } }).next.router.refresh())
  await expect(grid.locator('[data-island-live]')).toHaveCount(1)
  await expect(grid.getByTestId('car-card')).toHaveCount(9)
})

test('the Results carousel switch: Southern Cross shows its grid and similar cars as carousels with arrows disabled at the ends', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site(SCAG, '/'))
  const grid = page.getByTestId('search-grid')
  await expect(grid.getByRole('heading', { level: 2, name: 'Latest Arrivals' })).toBeVisible()
  const carousel = grid.getByTestId('stock-carousel')
  await expect(carousel.getByTestId('car-card')).toHaveCount(9)
  const previous = grid.getByRole('button', { name: 'Previous Latest Arrivals' })
  const next = grid.getByRole('button', { name: 'Next Latest Arrivals' })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  // The cards are the server's HTML until the shopper reaches for them; the first arrow press
  // loads their script and is pressed again on the live carousel.
  await expect(grid.locator('[data-island-live]')).toHaveCount(0)
  await next.click()
  await expect(grid.locator('[data-island-live]')).toHaveCount(1)
  await expect(previous).toBeEnabled()
  // The row scrolls smoothly and the arrows follow the scroll position, so an arrow read as enabled
  // mid-scroll may be disabled by the time it is clicked: click while it is enabled until it is not.
  await expect(async () => {
    if (await next.isEnabled()) await next.click({ timeout: 1_000 })
    await expect(next).toBeDisabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(previous).toBeEnabled()
  // And back: at the start again, Previous is disabled and Next enabled.
  await expect(async () => {
    if (await previous.isEnabled()) await previous.click({ timeout: 1_000 })
    await expect(previous).toBeDisabled({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(next).toBeEnabled()
  const violations = (await new AxeBuilder({ page }).include('[data-testid="search-grid"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => v.id)).toEqual([])

  await grid.getByTestId('car-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/cars\//)
  // The similar cars are drawn as the shopper comes near them.
  const similar = page.locator('section[aria-labelledby="similar-cars-heading"]')
  await similar.scrollIntoViewIfNeeded()
  await expect(similar.getByTestId('stock-carousel')).toBeVisible()
  await expect(similar.getByRole('button', { name: 'Previous Similar Cars' })).toBeDisabled()

  // Harbour City has the switch off: its similar cars are a grid.
  await page.goto(site(HCM, '/'))
  await page.getByTestId('search-grid').getByTestId('car-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/cars\//)
  await similar.scrollIntoViewIfNeeded()
  await expect(similar.getByTestId('car-card')).not.toHaveCount(0)
  await expect(similar.getByTestId('stock-carousel')).toHaveCount(0)
})

for (const width of [390, 1440]) {
  test(`stock block screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(site(HCM, '/'))
    await page.getByTestId('car-detail-block').scrollIntoViewIfNeeded()
    await page.getByTestId('search-grid').screenshot({ path: `test-results/search-grid-${width}.png` })
    await page.getByTestId('car-detail-block').screenshot({ path: `test-results/car-detail-block-${width}.png` })
    await page.goto(site(SCAG, '/'))
    await page.getByTestId('search-grid').scrollIntoViewIfNeeded()
    await page.getByTestId('search-grid').screenshot({ path: `test-results/stock-carousel-${width}.png` })
  })
}
