// Offers and promo tiles in Chromium against the seeded demo dealers.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { HCM, holdPageScripts, RCC, scrollToSettled, site } from './helpers'

test('the offers page: live offers only, collapsing texts, rates with comparison rates, and the offer page', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers'))
  const cards = page.getByTestId('offer-card')
  // Five offers are seeded; the End of Financial Year Sale expired in July.
  await expect(cards).toHaveCount(4)
  await expect(page.getByText('End of Financial Year Sale')).toHaveCount(0)
  const finance = cards.filter({ hasText: '2.99% p.a. Finance' })
  await expect(finance).toContainText('2.99% p.a. (comparison rate 3.49% p.a.)')
  const more = finance.getByRole('button', { name: 'View more' })
  await more.click()
  await expect(finance.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(finance).toContainText('7-day money-back guarantee')
  await finance.getByRole('button', { name: 'View full disclaimer' }).click()
  await expect(finance).toContainText('may not include all fees and charges')
  // The car listing stays below the offers.
  await expect(page.getByRole('heading', { name: 'Cars on Special' })).toBeVisible()
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  await finance.getByRole('link', { name: 'Enquire Now' }).click()
  await expect(page).toHaveURL(/\/offers\/toyota\/\d+#enquire$/)
  await expect(page.getByRole('heading', { level: 1, name: '2.99% p.a. Finance on Selected Demo Cars' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Enquire about 2.99% p.a. Finance/ })).toBeVisible()
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t))
  expect(jsonLd.find((d) => d['@type'] === 'Offer')).toMatchObject({
    name: '2.99% p.a. Finance on Selected Demo Cars',
    category: 'Finance offer',
  })
  // The make-less address of the same offer leads to the one address; an unknown offer is a 404.
  const id = page.url().match(/\/offers\/toyota\/(\d+)/)![1]
  await page.goto(site(HCM, `/offers/${id}`))
  await expect(page).toHaveURL(new RegExp(`/offers/toyota/${id}$`))
  expect((await page.goto(site(HCM, '/offers/999999')))?.status()).toBe(404)
})

test('offer cards are not hydrated while the shopper only looks; a key or a tap on View more still opens the text', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers'))
  await page.waitForLoadState('networkidle')
  const cards = page.getByTestId('offer-card')
  await expect(cards).toHaveCount(4)
  // The server's HTML stands in for the cards (OfferGridIsland) until the shopper reaches for them.
  const live = page.locator('[data-island-live="offer cards"]')
  await expect(live).toHaveCount(0)
  const finance = cards.filter({ hasText: '2.99% p.a. Finance' })
  // A keyboard shopper: Tab onto View more and press Enter. Focus brings the cards to life, on
  // the same button, and the key opens the text.
  const more = finance.getByRole('button', { name: 'View more' })
  await more.focus()
  await expect(live).toHaveCount(1)
  await expect(finance.getByRole('button', { name: 'View more' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(finance.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(finance).toContainText('7-day money-back guarantee')

  // On a phone: the first tap on a toggle (before the cards' script is in) still opens it.
  await page.goto(site(RCC, '/special-offers'))
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-island-live="offer cards"]')).toHaveCount(0)
  const toggle = page.getByTestId('offer-card').getByRole('button', { name: 'View full disclaimer' }).first()
  await toggle.click()
  await expect(page.getByTestId('offer-card').getByRole('button', { name: 'View less disclaimer' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})

test('Explore {model} leads to that model’s stock', async ({ page }) => {
  await page.goto(site(HCM, '/special-offers'))
  await page.getByRole('link', { name: 'Explore Corolla' }).click()
  await expect(page).toHaveURL(/\/search\/toyota\/corolla$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota Corolla Cars for Sale' })).toBeVisible()
})

/**
 * The offers page with its cards still the server's HTML and their script held back: `arrive`
 * lets the script in and waits until it has loaded and had time to go live.
 */
async function offersWithCardsScriptHeld(page: Page) {
  await page.goto(site(HCM, '/special-offers'))
  await page.waitForLoadState('networkidle')
  const live = page.locator('[data-island-live="offer cards"]')
  await expect(live).toHaveCount(0)
  const release = await holdPageScripts(page)
  const chunk = page.waitForRequest((request) => request.url().includes('/_next/static/chunks/'))
  const finance = page.getByTestId('offer-card').filter({ hasText: '2.99% p.a. Finance' })
  const arrive = async () => {
    const script = await chunk
    release()
    await script.response()
    await page.waitForTimeout(300)
  }
  return { live, finance, arrive }
}

// A press that the cards' script arrives in the middle of (the pointer down, not yet up) ends on
// the HTML it began on: when the live cards replaced it in between, the up landed on the live twin
// and the click on neither, so the link was not followed (under load). Here the script is held
// until the pointer is down.
for (const target of ['link', 'button'] as const) {
  test(`a press on a card's ${target} that the cards' script arrives during is not lost`, async ({ page }) => {
    const { live, finance, arrive } = await offersWithCardsScriptHeld(page)
    const control =
      target === 'link' ? page.getByRole('link', { name: 'Explore Corolla' }) : finance.getByRole('button', { name: 'View more' })
    await scrollToSettled(control)
    const box = (await control.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await arrive()
    // Loaded, and held back while the pointer is down.
    await expect(live).toHaveCount(0)
    await page.mouse.up()
    if (target === 'link') {
      await expect(page).toHaveURL(/\/search\/toyota\/corolla$/)
    } else {
      await expect(live).toHaveCount(1)
      await expect(finance.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')
    }
  })
}

// The same for a keyboard shopper: a button clicks on Space's keyup only if it had the keydown,
// so a swap while Space is held lost the press too. Focus starts the cards' script (held here).
test("a Space held on a card's button while the cards' script arrives still presses it", async ({ page }) => {
  const { live, finance, arrive } = await offersWithCardsScriptHeld(page)
  await finance.getByRole('button', { name: 'View more' }).focus()
  await page.keyboard.down(' ')
  await arrive()
  await expect(live).toHaveCount(0)
  await page.keyboard.up(' ')
  await expect(live).toHaveCount(1)
  await expect(finance.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(finance.getByRole('button', { name: 'View less' })).toBeFocused()
  await page.screenshot({ path: 'test-results/offers-space-held.png' })
})

test('promo tiles: the expired Stocktake Sale is gone, a demo-only tile shows only on demo pages', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const tiles = page.getByTestId('promo-card')
  await expect(tiles).toHaveCount(2)
  await expect(tiles.first()).toHaveAccessibleName('We Want Your Car')
  await expect(page.getByText('Stocktake Sale')).toHaveCount(0)
  await expect(page.getByText('Demo Clearance')).toHaveCount(0)
  await page.goto(site(HCM, '/search/demo-cars'))
  const cells = page.getByTestId('results').locator(':scope > li')
  await expect(cells.nth(3).getByTestId('promo-card')).toHaveAccessibleName('Demo Clearance')
  // Red Centre's tile names its own position: 9.
  await page.goto(site(RCC, '/search'))
  await expect(page.getByTestId('results').locator(':scope > li').nth(8).getByTestId('promo-card')).toHaveAccessibleName('We Want Your Van')
})

for (const width of [390, 1440]) {
  test(`offers screenshots at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(site(HCM, '/special-offers'))
    await page.screenshot({ path: `test-results/offers-${width}.png`, fullPage: width === 1440 })
  })
}
