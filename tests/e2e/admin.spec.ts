import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, HCM, SCAG, site } from './helpers'

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  // Fill after hydration, and check the value stuck, so React does not reset it.
  await expect(async () => {
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
    await expect(page.locator('input[name="email"]')).toHaveValue(email, { timeout: 500 })
  }).toPass()
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}

test('an editor edits a page as a draft, previews it, publishes it and sees it live', async ({ page, context }) => {
  await signIn(page, 'editor@harbour-city-motors.test')
  await page.goto('/admin/collections/pages', { waitUntil: 'networkidle' })
  // Only their own dealer's pages are listed.
  await expect(page.getByRole('link', { name: 'About Us' })).toHaveCount(1)
  await page.getByRole('link', { name: 'About Us' }).click()
  const title = page.locator('#field-title')
  await expect(title).toHaveValue('About Us')
  await title.fill('About Harbour City Motors')

  // Autosave keeps a draft; the live site still shows the published title.
  await expect(page.getByText(/Status:\s*Changed|Draft/i).first()).toBeVisible({ timeout: 20_000 })
  const live = await context.newPage()
  await live.goto(site(HCM, '/about-us'))
  await expect(live).toHaveTitle('About Us | Harbour City Motors')

  // The preview opens the draft on the dealer's own host.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()])
  await preview.waitForLoadState()
  expect(preview.url()).toContain(`${HCM}:`)
  await expect(preview.getByRole('status')).toHaveText('Preview: you are looking at an unpublished draft.')
  await expect(preview.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Harbour City Motors')

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  await expect(async () => {
    await live.reload()
    await expect(live).toHaveTitle('About Harbour City Motors | Harbour City Motors', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await expect(live.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About Harbour City Motors')
})

test('a platform admin creates a dealer site from a template and it renders at its new domain', async ({ page }) => {
  await signIn(page, 'admin@dealer-platform.test')
  await page.goto('/admin/collections/tenants/create', { waitUntil: 'networkidle' })
  // The create form builds its state on the server after it appears (one round trip per
  // field group); fill after that and check the values stuck, as signIn does for the login.
  await expect(async () => {
    await page.locator('#field-name').fill('Bayside Utes')
    await page.locator('#field-slug').fill('bayside-utes')
    await page.waitForTimeout(300)
    await expect(page.locator('#field-name')).toHaveValue('Bayside Utes', { timeout: 500 })
    await expect(page.locator('#field-slug')).toHaveValue('bayside-utes', { timeout: 500 })
  }).toPass()
  await page.getByRole('button', { name: 'Add Domain' }).click()
  await page.locator('#field-domains__0__domain').fill('bayside-utes.localhost')
  await page.locator('#field-template').click()
  await page.getByRole('option', { name: 'New and used car dealer' }).click()
  await page.locator('#field-theme__colors__primary').fill('#7c3aed')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  const response = await page.goto(site('bayside-utes.localhost'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your next car starts here')
  await expect(page.getByRole('contentinfo')).toContainText('Bayside Utes')
  await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Trade In' })).toBeVisible()
  const primary = await page.locator('#main').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim())
  expect(primary).toBe('#7c3aed')
})

test('live preview shows the editor’s unsaved change on the dealer’s own site', async ({ page }) => {
  await signIn(page, 'editor@southern-cross-auto-group.test')
  await page.goto('/admin/collections/pages', { waitUntil: 'networkidle' })
  await page.getByRole('link', { name: 'Home' }).first().click()
  await page.waitForLoadState('networkidle')
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Forty brands. Fifty locations. One easy way to buy.')
  await page.locator('input[id*="slides__0__heading"]').first().fill('Spring sale on now')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Spring sale on now', { timeout: 20_000 })
  await expect(frame.getByRole('status')).toHaveText('Preview: you are looking at an unpublished draft.')
  // Nothing is live until it is published.
  await page.goto(site(SCAG))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forty brands. Fifty locations. One easy way to buy.')
})
