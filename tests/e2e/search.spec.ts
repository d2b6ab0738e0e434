import { expect, test } from '@playwright/test'
import { HCM, site } from './helpers'

const cards = (page: import('@playwright/test').Page) => page.getByTestId('car-card')

test('SSR HTML of /search already has the first 21 cards', async ({ page }) => {
  const response = await page.goto(site(HCM, '/search'))
  expect(response?.status()).toBe(200)
  const html = (await response?.text()) ?? ''
  expect(html.match(/data-testid="car-card"/g)?.length).toBe(21)
  await expect(page).toHaveTitle(/Search Cars/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/)
  await expect(page.getByPlaceholder('Search...')).toBeVisible()
})

test('a car-type path is pre-refined and has its own title', async ({ page }) => {
  await page.goto(site(HCM, '/search/used-cars'))
  await expect(page).toHaveTitle(/Used Cars for Sale/)
  await expect(cards(page).first()).toBeVisible()
  const conditions = await page.locator('[data-testid="car-card"] dd').evaluateAll((dds) => dds.filter((_, i) => i % 4 === 0).map((d) => d.textContent))
  expect(new Set(conditions)).toEqual(new Set(['Used']))
})

test('refining a make changes the URL and back restores it', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const make = page.locator('aside input[type="checkbox"]').first()
  const label = (await page.locator('aside .ais-RefinementList-labelText').first().textContent()) ?? ''
  await make.check()
  await expect(page).toHaveURL(new RegExp(`[?&]make=${encodeURIComponent(label).replace(/%20/g, '(%20|\\+)')}`))
  await expect(cards(page).first().locator('h3')).toContainText(label)
  await page.goBack()
  await expect(page).not.toHaveURL(/make=/)
  await page.goForward()
  await expect(page).toHaveURL(/make=/)
  await expect(page.locator('aside input[type="checkbox"]:checked')).toHaveCount(1)
})

test('a typo query finds cars', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const makes = await page.locator('aside .ais-RefinementList-labelText').allTextContents()
  const make = makes.find((m) => /^[A-Za-z]{5,}$/.test(m)) ?? makes[0]
  const typo = (make.slice(0, 2) + (make[2].toLowerCase() === 'x' ? 'z' : 'x') + make.slice(3)).toLowerCase() // one substitution
  await page.getByPlaceholder('Search...').fill(typo)
  await expect(page).toHaveURL(new RegExp(`query=${typo}`))
  await expect(page.getByTestId('no-results')).toHaveCount(0)
  await expect(cards(page).filter({ hasText: make }).first()).toBeVisible()
})

test('a nonsense query shows the no-results card with Clear Filters', async ({ page }) => {
  await page.goto(site(HCM, '/search?query=zzqxvbnm'))
  const card = page.getByTestId('no-results')
  await expect(card.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
  await expect(card).toContainText('No results found for your search at this time. Please try adjusting the filters for more results.')
  await expect(card.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/special-offers')
})

test('screenshots at desktop and mobile widths', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(site(HCM, '/search'))
    await expect(cards(page).first()).toBeVisible()
    await page.screenshot({ path: `test-results/search-${width}.png`, fullPage: false })
  }
})

test('a make path is pre-refined with the exact make spelling', async ({ page }) => {
  await page.goto(site(HCM, '/search/mercedes-benz'))
  await expect(page).toHaveTitle(/Mercedes-Benz Cars for Sale/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/mercedes-benz$/)
  const headings = await page.getByTestId('car-card').locator('h3').allTextContents()
  expect(headings.length).toBeGreaterThan(0)
  expect(headings.every((h) => h.includes('Mercedes-Benz'))).toBe(true)
})
