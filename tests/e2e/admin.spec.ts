import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { VALUATION_BODY, decisionBody } from '../helpers/trade-in'
import { HCM, PORT, SCAG, signInStaff as signIn, signInStaffWithForm, site } from './helpers'

test('an editor edits a page as a draft, previews it, publishes it and sees it live', async ({ page, context }) => {
  await signIn(page, 'editor@harbour-city-motors.test')
  // A dealer starts with more pages than the list's first page of 10 holds.
  await page.goto('/admin/collections/pages?limit=50', { waitUntil: 'networkidle' })
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

test('a platform admin creates a dealer site from a template: its domain says coming soon, staff preview it, launch waits for the checklist', async ({
  page,
}) => {
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
  // Adding a row can be undone the same way, by a form-state answer for the fields above that
  // arrives after the click (the row never appears). Press again only while no row is there.
  // The row itself comes after a form-state round trip too, seconds on a busy machine: wait for it
  // before pressing again (pressing while it is on its way makes two rows).
  const domain = page.locator('#field-domains__0__domain')
  await expect(async () => {
    if ((await domain.count()) === 0) {
      await page.getByRole('button', { name: 'Add Domain' }).click()
      await expect(domain).toBeVisible({ timeout: 15_000 })
    }
    await domain.fill('bayside-utes.localhost', { timeout: 3000 })
    await page.waitForTimeout(300)
    await expect(domain).toHaveValue('bayside-utes.localhost', { timeout: 500 })
  }).toPass()
  // A press whose row was late (past the wait above on a loaded machine) still lands, after the
  // next one: remove the empty rows it left, last first, rather than save them.
  const domainRows = page.locator('input[id^="field-domains__"][id$="__domain"]')
  await expect(async () => {
    const rows = await domainRows.count()
    if (rows > 1) {
      await page
        .locator('.array-actions__button')
        .nth(rows - 1)
        .click()
      await page.locator('.array-actions__remove:visible').click({ timeout: 3000 })
    }
    await expect(domainRows).toHaveCount(1, { timeout: 1000 })
  }).toPass()
  await expect(domain).toHaveValue('bayside-utes.localhost')
  await page.locator('#field-template').click()
  await page.getByRole('option', { name: 'New and used car dealer' }).click()
  await page.locator('#field-theme__colors__primary').fill('#7c3aed')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  // Not launched yet: the public sees only the holding page, as a missing page (404), noindex.
  const visitor = await page.context().browser()!.newPage()
  const response = await visitor.goto(site('bayside-utes.localhost'))
  expect(response?.status()).toBe(404)
  await expect(visitor.getByTestId('holding-page')).toHaveText('Bayside Utes — our new website is coming soon')
  await expect(visitor).toHaveTitle('Bayside Utes — coming soon')
  await expect(visitor.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
  await expect(visitor.getByText('Your next car starts here')).toHaveCount(0)
  await visitor.close()

  // The edit view lists what onboarding must finish, and "Preview site" opens the real site.
  const checklist = page.getByTestId('launch-checklist')
  await expect(checklist).toContainText('Not launched')
  await expect(checklist.locator('li[data-done="false"]')).toHaveCount(3) // logo, stock, sample text
  const [preview] = await Promise.all([page.waitForEvent('popup'), checklist.getByRole('link', { name: 'Preview site' }).click()])
  await expect(preview.getByTestId('site-preview-banner')).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Your next car starts here')
  await expect(preview.getByRole('contentinfo')).toContainText('Bayside Utes')
  await expect(preview.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Trade In' })).toBeVisible()
  const primary = await preview.locator('#main').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim())
  expect(primary).toBe('#7c3aed')

  // Launching is refused, in plain words, until the checklist passes.
  await checklist.getByRole('button', { name: 'Launch site' }).click()
  await expect(checklist.getByRole('status')).toContainText('This site cannot be launched yet')
})

test('live preview shows the editor’s unsaved change on the dealer’s own site', async ({ page }) => {
  const { token } = await signIn(page, 'editor@southern-cross-auto-group.test')
  await openPage(page, 'Home', token)
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Twelve brands. Six locations. One easy way to buy.')
  await page.locator('input[id*="slides__0__heading"]').first().fill('Spring sale on now')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Spring sale on now', { timeout: 20_000 })
  // A block the site keeps as the server sent it, not hydrated (KeptHtml), shows the change too.
  await expect(frame.getByRole('heading', { name: 'Buy online, delivered to your door' })).toBeVisible()
  await page.locator('input[id$="layout__4__heading"]').fill('Delivered to your door, Australia-wide')
  await expect(frame.getByRole('heading', { name: 'Delivered to your door, Australia-wide' })).toBeVisible({ timeout: 20_000 })
  await expect(frame.getByRole('status')).toHaveText('Preview: you are looking at an unpublished draft.')
  // The toolbar offers phone, tablet and desktop widths: at 390 the site shows its phone header.
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  await expect(page.locator('.live-preview-toolbar-controls__device-size input').first()).toHaveValue('390')
  await expect(frame.getByRole('button', { name: /menu/i }).first()).toBeVisible()
  // The preview says what the publish checks would: a rate without its comparison rate must be fixed.
  await expect(frame.getByTestId('publish-checks')).toBeVisible()
  await expect(frame.getByTestId('publish-checks')).not.toContainText('Must fix')
  await page.locator('input[id*="slides__0__heading"]').first().fill('Spring sale: 2.99% p.a. finance')
  await expect(frame.getByTestId('publish-checks')).toContainText('stops publishing', { timeout: 20_000 })
  await expect(frame.getByTestId('publish-checks')).toContainText('Must fix')
  await expect(frame.getByTestId('publish-checks')).toContainText('comparison rate')
  // Nothing is live until it is published.
  await page.goto(site(SCAG))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twelve brands. Six locations. One easy way to buy.')
})

test('live preview on posts, offers and site settings: each on its own dealer page, a post’s draft before it is live', async ({ page }) => {
  await signIn(page, 'editor@harbour-city-motors.test')
  await page.goto('/admin/collections/posts', { waitUntil: 'networkidle' })
  await page.locator('.table a[href*="/admin/collections/posts/"]').first().click()
  await page.waitForLoadState('networkidle')
  const title = page.locator('#field-title')
  const published = await title.inputValue()
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(published)
  await title.fill(`${published} (updated)`)
  // Autosave keeps a draft; the preview shows it and says so.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${published} (updated)`, { timeout: 20_000 })
  await expect(frame.getByRole('status')).toHaveText('Preview: you are looking at an unpublished draft.')
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  await expect(page.locator('.live-preview-toolbar-controls__device-size input').first()).toHaveValue('390')
  // The editor's preference is kept per collection: leave it closed, as other tests expect.
  const closePreview = async () => {
    await page.locator('#live-preview-toggler').click()
    await page.waitForLoadState('networkidle')
  }
  await closePreview()

  await page.goto('/admin/collections/offers', { waitUntil: 'networkidle' })
  await page.locator('.table a[href*="/admin/collections/offers/"]').first().click()
  await page.waitForLoadState('networkidle')
  const offer = await page.locator('#field-name').inputValue()
  await page.locator('#live-preview-toggler').click()
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(offer)
  await closePreview()

  // A dealer has one site settings document: the collection opens straight into it.
  await page.goto('/admin/collections/site-settings', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()
  await page.locator('#live-preview-toggler').click()
  // Site settings preview on the home page, where the announcement bar shows.
  await expect(page.frameLocator('iframe').getByText(/^Summer Sale: low-rate finance/)).toBeVisible()
  await closePreview()
})

test('an editor renames a published page: its old address redirects to the new one, listed under Redirects', async ({ page, context }) => {
  // The same editor over REST too (a token, as an integration would), to rename the page quickly.
  const { token } = await signIn(page, 'editor@harbour-city-motors.test')
  const headers = { authorization: `JWT ${token}` }
  const listed = await page.request.get('/api/pages?where[slug][equals]=warranty&depth=0', { headers })
  const found = await listed.json()
  expect(listed.status(), JSON.stringify(found)).toBe(200)
  const warranty = found.docs[0]
  expect(warranty?.slug).toBe('warranty')
  const rename = (slug: string) => page.request.patch(`/api/pages/${warranty.id}`, { headers, data: { slug, _status: 'published' } })
  expect((await rename('warranty-and-care')).status()).toBe(200)
  try {
    const live = await context.newPage()
    const response = await live.goto(site(HCM, '/warranty'))
    expect(response?.url()).toBe(site(HCM, '/warranty-and-care'))
    await expect(live.getByRole('heading', { level: 1 })).toBeVisible()
    const direct = await live.request.get(`http://127.0.0.1:${PORT}/warranty`, { headers: { host: HCM }, maxRedirects: 0 })
    expect(direct.status()).toBe(308)
    expect(direct.headers().location).toBe('/warranty-and-care')

    // The blog honours redirects too (a moved post leaves one from /blog/{old slug}).
    const manual = await page.request.post('/api/redirects', { headers, data: { from: '/blog/an-old-post', to: '/blog' } })
    expect(manual.status()).toBe(201)
    await live.goto(site(HCM, '/blog/an-old-post'))
    await expect(live).toHaveURL(site(HCM, '/blog'))
    await page.request.delete(`/api/redirects/${(await manual.json()).doc.id}`, { headers })

    await page.goto('/admin/collections/redirects', { waitUntil: 'networkidle' })
    await expect(page.getByRole('link', { name: '/warranty', exact: true })).toBeVisible()
    await expect(page.getByText('/warranty-and-care').first()).toBeVisible()
  } finally {
    // Put the page back (which removes the redirect from its address again).
    expect((await rename('warranty')).status()).toBe(200)
  }
})

test('the admin carries the platform’s brand, not Payload’s: logo on the login page, icon in the navigation, title and favicon', async ({
  page,
}) => {
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  await expect(page.getByTestId('platform-logo')).toContainText('Dealer Platform')
  await expect(page).toHaveTitle(/· Dealer Platform$/)
  expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toMatch(/^data:image\/svg\+xml,/)
  await page.screenshot({ path: 'test-results/admin-login.png' })
  await signInStaffWithForm(page, 'editor@harbour-city-motors.test')
  await expect(page.getByTestId('platform-icon').first()).toBeAttached()
})

test('the dashboard shows an editor their own site, what expires soon, drafts, leads and feeds; it passes axe', async ({ page }) => {
  await signInStaffWithForm(page, 'editor@harbour-city-motors.test')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const sites = page.getByTestId('dashboard-site')
  await expect(sites).toHaveCount(1)
  await expect(sites.getByRole('heading', { level: 2, name: 'Harbour City Motors' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create dealer site' })).toHaveCount(0)
  // The demo has an offer expiring within days of the seed.
  await expect(sites.getByRole('heading', { name: /Expiring in the next 14 days/ })).toBeVisible()
  await expect(sites.getByTestId('leads-today')).toBeVisible()
  await expect(sites.getByTestId('feed-health-harbour-city-motors')).toContainText('harbour-city-motors')
  await expect(sites.getByRole('link', { name: /View site/ })).toHaveAttribute('href', /^http:\/\/harbour-city-motors\.localhost:\d+$/)
  // Every link the demo site renders leads somewhere (the int test breaks one and sees it listed).
  await expect(sites.getByRole('heading', { level: 3, name: 'Broken links' })).toBeVisible()
  await expect(sites.getByTestId('broken-links')).toHaveText('0')
  const violations = (await new AxeBuilder({ page }).include('main, .dashboard, .template-default__wrap').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await page.screenshot({ path: 'test-results/admin-dashboard.png', fullPage: true })
  await sites.getByRole('link', { name: 'Open live preview' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
  // The editor opens with the live preview of the home page on the dealer's own host.
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  expect(await page.locator('iframe').first().getAttribute('src')).toContain(`${HCM}:`)
  // Leave the editor's preference as other tests expect it (closed), and wait until it is saved
  // (not for network idle: the preview's requests can keep the page busy for a long time).
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/payload-preferences/collection-pages') && r.request().method() === 'POST',
  )
  await page.locator('#live-preview-toggler').click()
  expect((await saved).ok()).toBe(true)
})

test('a platform admin’s dashboard lists every dealer and offers "Create dealer site"', async ({ page }) => {
  await signInStaffWithForm(page, 'admin@dealer-platform.test')
  // Every dealer (the onboarding test may have added one more).
  for (const name of ['Harbour City Motors', 'Southern Cross Auto Group', 'Red Centre Caravans']) {
    await expect(page.getByTestId('dashboard-site').getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Create dealer site' })).toHaveAttribute('href', '/admin/collections/tenants/create')
})

/** The Search grid block's thumbnail in the block picker. */
const searchGridThumbnail = (page: Page) => page.getByRole('img', { name: 'Live stock matching a filter, with a link to see them all.' })

/**
 * Opens the page layout's block picker. On a busy machine Payload's admin can show "Add Layout"
 * before its click handler is attached, and that click does nothing, so the click is repeated until
 * the picker is open: every block's thumbnail is then on screen.
 */
async function openBlockPicker(page: Page) {
  const add = page.getByRole('button', { name: /^Add (Layout|Block)/ }).last()
  const picker = searchGridThumbnail(page)
  await expect(async () => {
    if (!(await picker.isVisible())) await add.click()
    await expect(picker).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Opens a page of the editor's pages list in its edit view by the address its list link names. On
 * a busy machine a click on the link can do nothing (the list shows its links before Payload's
 * router takes them); these tests are about the edit view, not the list.
 */
/** Opens the editor's page of this title in the admin (found over REST with their `token`: their own site's only). */
async function openPage(page: Page, title: string, token: string) {
  const found = await page.request.get(`/api/pages?where[title][equals]=${encodeURIComponent(title)}&depth=0&limit=1&draft=true`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(found.status()).toBe(200)
  const [doc] = (await found.json()).docs as { id: number }[]
  expect(doc, `a page titled ${title}`).toBeTruthy()
  await page.goto(`/admin/collections/pages/${doc.id}`, { waitUntil: 'networkidle' })
}

test('the layout names each block by its content, and the block picker shows thumbnails with descriptions', async ({ page }) => {
  const { token } = await signIn(page, 'editor@harbour-city-motors.test')
  await openPage(page, 'Home', token)
  const labels = page.getByTestId('block-row-label')
  await expect(labels.filter({ hasText: 'Hero: Drive home something new this summer' })).toHaveCount(1)
  await expect(labels.filter({ hasText: 'Search grid: Family SUVs under $40,000' })).toHaveCount(1)
  await expect(labels.filter({ hasText: 'Car detail: Car of the week' })).toHaveCount(1)
  await openBlockPicker(page)
  await expect(searchGridThumbnail(page)).toBeVisible()
  await page.screenshot({ path: 'test-results/admin-block-picker.png' })
})

test('menu rows, opening hours and holiday rows are named by what they hold, and empty times show their format', async ({ page }) => {
  // The form: it picks the editor's site in the admin, and the one-document list opens it.
  await signInStaffWithForm(page, 'editor@harbour-city-motors.test')
  const open = async (collection: string, title: string) => {
    await page.goto(`/admin/collections/${collection}?limit=50`, { waitUntil: 'networkidle' })
    // A site has one navigation document: its list opens that document at once.
    if (new RegExp(`/admin/collections/${collection}/\\d+$`).test(page.url())) return
    const href = await page.getByRole('link', { name: title, exact: true }).first().getAttribute('href')
    expect(href).toMatch(new RegExp(`^/admin/collections/${collection}/\\d+$`))
    await page.goto(href!, { waitUntil: 'networkidle' })
  }
  await open('navigation', 'Site navigation')
  const labels = page.getByTestId('array-row-label')
  await expect(labels.filter({ hasText: /^Home$/ })).toHaveCount(1)
  await expect(labels.filter({ hasText: /^Vehicles: dropdown, \d+ links$/ })).toHaveCount(1)
  await expect(page.getByText(/Header 0\d/)).toHaveCount(0)

  await open('locations', 'Harbour City Parramatta')
  await page.getByRole('button', { name: 'Hours', exact: true }).click()
  await expect(labels.filter({ hasText: /^Sales hours$/ })).toHaveCount(1)
  await expect(labels.filter({ hasText: /^Monday: \d\d:\d\d to \d\d:\d\d$/ }).first()).toBeVisible()
  await expect(labels.filter({ hasText: /^Sunday: (closed|\d\d:\d\d to \d\d:\d\d)$/ }).first()).toBeVisible()
  await expect(labels.filter({ hasText: /^25 Dec \d{4}: Christmas Day, closed$/ }).first()).toBeVisible()
  // Time fields show their format, not a time that reads as one already set.
  await expect(page.locator('input[placeholder="HH:MM"]').first()).toBeVisible()
  await expect(page.locator('input[placeholder="08:30"], input[placeholder="17:30"]')).toHaveCount(0)
  await expect(page.getByText(/Day 0\d/)).toHaveCount(0)
  await page.screenshot({ path: 'test-results/admin-hours-rows.png', fullPage: true })
})

/** Creates a draft from the "Sale landing page" template and opens it; returns its layout rows. */
async function newSalePage(page: Page) {
  await page.goto('/admin/collections/pages', { waitUntil: 'networkidle' })
  const box = page.getByTestId('new-page-from-template')
  const sale = box.getByRole('radio', { name: /Sale landing page/ })
  // Opened until it stays open: a click before the admin's script took the box can be undone by it.
  await expect(async () => {
    if (!(await sale.isVisible())) await box.getByText('New page from template').click()
    await expect(sale).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await sale.check()
  const title = `Spring Clearance ${Date.now()}`
  await box.getByLabel('Page title').fill(title)
  await box.getByRole('button', { name: 'Create draft page' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
  await expect(page.locator('#field-title')).toHaveValue(title)
  const rows = page.getByTestId('block-row-label')
  await expect(rows.filter({ hasText: 'Hero: [[Name your sale' })).toHaveCount(1)
  // What only the dealer can write is a [[prompt]], and each one blocks publishing.
  const panel = page.getByTestId('publish-checks')
  await expect(panel).toContainText('5 problems block publishing', { timeout: 20_000 })
  await expect(panel).toContainText(`Replace the template's prompt "Name your sale, e.g. Spring Runout Sale" with your own words.`)
  await page.screenshot({ path: 'test-results/admin-template-prompts.png' })
  // The editor writes their own words in their place (here through the API, as typing into each
  // rich-text answer would add nothing this test is about): each prompt's example, or its ask.
  // From the admin's own page, as its requests go (its session, its origin).
  const status = await page.evaluate(async (id) => {
    const draft = (await (await fetch(`/api/pages/${id}?draft=true&depth=0`)).json()) as { layout: unknown }
    const layout = JSON.parse(
      JSON.stringify(draft.layout).replace(/\[\[([^[\]]+)\]\]/g, (_, ask: string) => (ask.split('e.g. ').pop() ?? ask).replace(/\.$/, '')),
    )
    const saved = await fetch(`/api/pages/${id}?draft=true`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ layout }),
    })
    return saved.status
  }, page.url().split('/').pop())
  expect(status).toBe(200)
  await page.reload({ waitUntil: 'networkidle' })
  await expect(rows.filter({ hasText: 'Hero: Spring Runout Sale' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Search grid: Runout cars' })).toHaveCount(1)
  return rows
}

/** Adds a "Reusable section" block at the end of the layout; returns its Section field's control. */
async function addSectionBlock(page: Page, rows: Locator) {
  const blockCount = await rows.count()
  await openBlockPicker(page)
  await page
    .getByRole('button', { name: /Reusable section/ })
    .first()
    .click()
  await expect(rows).toHaveCount(blockCount + 1)
  return { index: blockCount, control: page.locator(`#field-layout__${blockCount}__section .rs__control`) }
}

async function chooseSection(page: Page, control: Locator, name: string) {
  // Chosen until the field shows it: a click on the option while the list is being redrawn with
  // the loaded sections leaves the field empty (so the preview would have no section).
  await expect(async () => {
    if (!(await control.textContent())?.includes(name)) {
      await control.click()
      await page.locator('.rs__option', { hasText: name }).click({ timeout: 5_000 })
    }
    await expect(control).toContainText(name, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

const heroHeading = (page: Page) => page.locator('input[id*="slides__0__heading"]').first()

test('an editor builds a sale page from a template, adds a section, previews it on a phone, fixes a publish-check problem, publishes and sees it live', async ({
  page,
}) => {
  await signIn(page, 'editor@harbour-city-motors.test')
  const rows = await newSalePage(page)
  const slug = await page.locator('#field-slug').inputValue()
  const panel = page.getByTestId('publish-checks')
  await expect(panel).toContainText('No problems found')

  // Add the dealer's "Why buy from us" section at the end of the page.
  const section = await addSectionBlock(page, rows)
  await chooseSection(page, section.control, 'Why buy from us')

  // A rate without its comparison rate, seen in the live preview at phone width.
  const heading = heroHeading(page)
  await heading.fill('Spring Clearance: 2.99% p.a. finance')
  await page.locator('#live-preview-toggler').click()
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  await expect(page.locator('.live-preview-toolbar-controls__device-size input').first()).toHaveValue('390')
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Spring Clearance: 2.99% p.a. finance', { timeout: 20_000 })
  await expect(frame.getByText('Why buy from Harbour City Motors')).toBeVisible()
  await expect(frame.getByTestId('publish-checks')).toContainText('Must fix', { timeout: 20_000 })
  await expect(panel).toContainText('1 problem blocks publishing', { timeout: 20_000 })
  await page.screenshot({ path: 'test-results/admin-publish-checks.png' })

  // Publishing is refused, naming the field; the site does not have the page yet.
  await page
    .getByRole('button', { name: /^Publish/ })
    .first()
    .click()
  await expect(page.getByText(/Publishing is blocked/).first()).toBeVisible()
  const live = await page.context().newPage()
  expect((await live.goto(site(HCM, `/${slug}`)))?.status()).toBe(404)

  // Fixed, it publishes and is live with its section.
  await heading.fill('Spring Clearance on now')
  await expect(panel).toContainText('No problems found', { timeout: 20_000 })
  await page
    .getByRole('button', { name: /^Publish/ })
    .first()
    .click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()
  await expect(async () => {
    const response = await live.goto(site(HCM, `/${slug}`))
    expect(response?.status()).toBe(200)
    await expect(live.getByRole('heading', { level: 1 })).toHaveText('Spring Clearance on now', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(live.getByRole('heading', { name: 'Why buy from Harbour City Motors' })).toBeVisible()
})

test('a section chosen while an autosave is on its way is kept when that autosave comes back, though another field was edited since', async ({
  page,
}) => {
  await signIn(page, 'editor@harbour-city-motors.test')
  const rows = await newSalePage(page)
  const id = new URL(page.url()).pathname.split('/').pop()
  // The autosaves wait until let go: the first leaves as soon as the block is added, its Section empty.
  const autosave = /\/api\/pages\/\d+\?.*autosave=true/
  let letGo!: () => void
  const held = new Promise<void>((resolve) => (letGo = resolve))
  let sent = 0
  await page.route(autosave, async (route) => {
    sent += 1
    await held
    await route.continue()
  })
  const section = await addSectionBlock(page, rows)
  await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(0)
  await chooseSection(page, section.control, 'Why buy from us')
  await heroHeading(page).fill('Spring Clearance on now')
  const answered = page.waitForResponse(autosave)
  letGo()
  await answered

  // The editor's choice stands on screen and in the draft the next autosave keeps.
  const savedSection = () =>
    page.evaluate(async (path) => {
      const doc = (await (await fetch(path)).json()) as { layout: { section?: unknown }[] }
      return doc.layout.at(-1)?.section ?? null
    }, `/api/pages/${id}?draft=true&depth=0`)
  await expect.poll(savedSection, { timeout: 20_000 }).not.toBeNull()
  await expect(section.control).toContainText('Why buy from us')
  await expect(heroHeading(page)).toHaveValue('Spring Clearance on now')
})

test('a promo tile whose position a tile with a lower Order takes shows a warning in its Publish checks panel', async ({ page }) => {
  // The same editor over REST too (a token, as an integration would), to make the two tiles quickly.
  const { token, user } = await signIn(page, 'editor@harbour-city-motors.test')
  const run = Date.now().toString(36)
  const headers = { authorization: `JWT ${token}` }
  const owned = user.tenants[0].tenant
  const tenant = typeof owned === 'number' ? owned : owned.id
  const save = async (heading: string, order: number) => {
    const response = await page.request.post('/api/promo-tiles', { headers, data: { tenant, heading, order, positions: [43] } })
    expect(response.status()).toBe(201)
    return ((await response.json()) as { doc: { id: number } }).doc.id
  }
  const first = await save(`Trade-in week ${run}`, 1)
  const second = await save(`Service special ${run}`, 2)
  await page.goto(`http://localhost:${PORT}/admin/collections/promo-tiles/${second}`, { waitUntil: 'networkidle' })
  const panel = page.getByTestId('publish-checks')
  await expect(panel).toContainText('1 warning (they do not block).')
  await expect(panel).toContainText(`This tile never shows: "Trade-in week ${run}" already takes position 43 on the same pages.`)
  await page.screenshot({ path: 'test-results/admin-crowded-tile.png' })
  for (const id of [first, second]) expect((await page.request.delete(`/api/promo-tiles/${id}`, { headers })).status()).toBe(200)
})

test('the SEO panel previews the search result and fills the title from the page', async ({ page }) => {
  const { token } = await signIn(page, 'editor@harbour-city-motors.test')
  await openPage(page, 'Terms and Conditions', token)
  await page.getByRole('button', { name: 'SEO', exact: true }).click()
  const title = page.locator('input[id="field-seo__title"], input[name="seo.title"]').first()
  await expect(title).toBeVisible()
  await page
    .getByRole('button', { name: /Auto-generate/ })
    .first()
    .click()
  await expect(title).toHaveValue('Terms and Conditions | Harbour City Motors')
  await page.screenshot({ path: 'test-results/admin-seo-panel.png', fullPage: true })
})

test('an offer saved with its rate but no comparison rate: the refusal lists the fields, each shows its own consumer-credit text, nothing is saved', async ({
  page,
}) => {
  await signIn(page, 'editor@harbour-city-motors.test')
  await page.goto('/admin/collections/offers/1', { waitUntil: 'networkidle' })
  const comparison = page.locator('#field-comparisonRate')
  const before = await comparison.inputValue()
  expect(before).not.toBe('')
  await comparison.fill('')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // The toast names the places, whole (a message with commas used to come apart into fragments).
  const toast = page.locator('[data-testid="field-errors"]').first()
  await expect(toast.getByRole('listitem')).toHaveText(['Name', 'Description', 'Comparison rate'])
  // Beside each field, its own text: what consumer credit law asks for.
  const besideComparison = page.locator('.field-type.number', { has: comparison }).locator('.field-error')
  await expect(besideComparison).toContainText('without a comparison rate')
  await expect(besideComparison).toContainText('Consumer credit law (NCCP Act, ASIC RG 178) requires both')
  await page.screenshot({ path: 'test-results/admin-offer-refused.png' })
  await page.reload({ waitUntil: 'networkidle' })
  await expect(comparison).toHaveValue(before)
})

test('staff see the photos a shopper sent with a trade-in valuation in the lead; the file is theirs only', async ({
  page,
  browser,
  request,
}) => {
  const origin = `http://127.0.0.1:${PORT}`
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#206040' } })
    .jpeg()
    .toBuffer()
  const uploaded = await request.post(`${origin}/api/trade-in/photos`, {
    headers: { host: HCM, 'content-type': 'image/jpeg' },
    data: photo,
  })
  expect(uploaded.status()).toBe(201)
  // An old car gets no online offer: declining asks for an inspection, a lead either way.
  const valued = await request.post(`${origin}/api/trade-in/valuation`, {
    headers: { host: HCM },
    data: { ...VALUATION_BODY, year: 2012, km: 150_000 },
  })
  expect(valued.status()).toBe(200)
  const email = `e2e-photos-${Date.now()}@example.com`
  const sent = await request.post(`${origin}/api/trade-in/decision`, {
    headers: { host: HCM },
    data: decisionBody((await valued.json()).offer_token, { decision: 'decline', email, photos: [(await uploaded.json()).token] }),
  })
  expect(sent.status()).toBe(201)

  const { token } = await signIn(page, 'editor@harbour-city-motors.test')
  const headers = { authorization: `JWT ${token}` }
  const found = await page.request.get(`/api/lead-inbox?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  const lead = (await found.json()).docs[0]
  expect(lead.message).toContain('Photos: the shopper sent 1 photo of the car')
  await page.goto(`/admin/collections/lead-inbox/${lead.id}`, { waitUntil: 'networkidle' })
  const photos = page.locator('#field-tradeInPhotos')
  await expect(photos).toContainText('Photos of the car')
  const filename = photos.getByText(/^trade-in-[0-9a-f-]{36}\.jpg$/)
  await expect(filename).toHaveCount(1)
  await expect(photos.getByText('Add new', { exact: true })).toHaveCount(0) // photos come from the shopper only
  await photos.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/admin-lead-trade-in-photos.png' })

  const file = `/api/trade-in-photos/file/${await filename.textContent()}`
  const asStaff = await page.request.get(file, { headers })
  expect(asStaff.status()).toBe(200)
  expect(asStaff.headers()['content-type']).toBe('image/jpeg')
  const anonymous = await browser.newContext()
  try {
    expect([403, 404]).toContain((await anonymous.request.get(`http://localhost:${PORT}${file}`)).status())
  } finally {
    await anonymous.close()
  }
})
