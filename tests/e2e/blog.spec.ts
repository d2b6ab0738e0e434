// The dealer blog in Chromium: listing, categories, a post, the home page's blocks, and
// the Blog menu link that exists only while a dealer has posts.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { HCM, SCAG, site } from './helpers'

test('blog listing, a category, and a post with BlogPosting data', async ({ page }) => {
  await page.goto(site(HCM, '/blog'))
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page.getByTestId('blog-card')).toHaveCount(4)
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Motoring Tips' }).click()
  await expect(page).toHaveURL(/\/blog\/motoring-tips$/)
  await expect(page.getByTestId('blog-card')).toHaveCount(1)
  await page.getByRole('link', { name: 'Tyre Pressures: The Five-Minute Check That Saves Fuel' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tyre Pressures: The Five-Minute Check That Saves Fuel' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How often' })).toBeVisible()
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t))
  expect(jsonLd.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
    headline: 'Tyre Pressures: The Five-Minute Check That Saves Fuel',
    articleSection: 'Motoring Tips',
  })
  expect((await page.goto(site(HCM, '/blog/no-such-post')))?.status()).toBe(404)
})

test('the home page shows the latest posts and offers; the footer links the blog', async ({ page }) => {
  await page.goto(site(HCM, '/'))
  const news = page.getByRole('region', { name: 'Latest News' })
  await expect(news.getByTestId('blog-card')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Current Offers' }).getByTestId('offer-card')).toHaveCount(3)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  // The group's Company menu lists Blog because it has posts.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(site(SCAG, '/'))
  await page.getByRole('button', { name: 'Company' }).click()
  await expect(page.getByRole('link', { name: 'Blog', exact: true }).first()).toBeVisible()
})

for (const width of [390, 1440]) {
  test(`blog screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(site(HCM, '/blog'))
    await page.screenshot({ path: `test-results/blog-${width}.png`, fullPage: true })
    await page.goto(site(HCM, '/blog/how-to-buy-a-used-car'))
    await page.screenshot({ path: `test-results/post-${width}.png`, fullPage: true })
  })
}
