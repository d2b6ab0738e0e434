// Favourites: a heart on cards and car pages on sites with the switch, kept in the
// browser, listed at /favourites; sites without the switch show no heart and no page.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { HCM, SCAG, site } from './helpers'

test('a shopper saves a car from the search page, finds it at /favourites after a reload, and removes it', async ({ page }) => {
  await page.goto(site(HCM, '/search/used-cars'))
  const card = page.getByTestId('car-card').first()
  const heading = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
  const heart = card.getByTestId('favourite-button')
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('favourites-link')).toContainText('1')
  await page.reload()
  await expect(page.getByTestId('car-card').first().getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true')

  await card.screenshot({ path: 'test-results/favourite-card.png' })
  await page.getByTestId('favourites-link').click()
  await expect(page).toHaveURL(site(HCM, '/favourites'))
  const list = page.getByTestId('favourites')
  await expect(list.getByRole('link', { name: new RegExp(`^${heading}`) })).toBeVisible()
  const violations = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => v.id)).toEqual([])
  await page.screenshot({ path: 'test-results/favourites-page.png' })
  await list.getByRole('button', { name: /^Remove/ }).click()
  await expect(page.getByTestId('favourites-empty')).toBeVisible()
  await expect(page.getByTestId('favourites-empty').getByRole('link', { name: 'Browse our stock' })).toHaveAttribute('href', '/search')
})

test('the car page’s Fave button and the card heart are one toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site(HCM, '/search/used-cars'))
  await page.getByTestId('car-card').first().getByRole('heading', { level: 3 }).getByRole('link').click()
  const fave = page.getByRole('complementary').getByTestId('favourite-button')
  await expect(fave).toHaveText(/Fave/)
  await fave.click()
  await expect(fave).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await expect(page.getByTestId('car-card').first().getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true')
})

test('a site without the switch shows no heart and has no favourites page', async ({ page }) => {
  await page.goto(site(SCAG, '/search'))
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await expect(page.getByTestId('favourite-button')).toHaveCount(0)
  await expect(page.getByTestId('favourites-link')).toHaveCount(0)
  expect((await page.goto(site(SCAG, '/favourites')))?.status()).toBe(404)
})
