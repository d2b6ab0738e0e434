import { expect, test } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { searchViewKey } from '@/src/domain/analytics/search-view'
import { HCM, SCAG, clickWhenSettled, holdPageScripts, pageSettled, recordScripts, scrollToSettled, site } from './helpers'

const cards = (page: import('@playwright/test').Page) => page.getByTestId('car-card')
/** Each card's condition (the first of its four facts). */
const conditions = (page: import('@playwright/test').Page) =>
  page.locator('[data-testid="car-card"] dd').evaluateAll((dds) => dds.filter((_, i) => i % 4 === 0).map((d) => d.textContent))

test('SSR HTML of /search already has the first 21 cards', async ({ page }) => {
  const response = await page.goto(site(HCM, '/search'))
  expect(response?.status()).toBe(200)
  const html = (await response?.text()) ?? ''
  expect(html.match(/data-testid="car-card"/g)?.length).toBe(21)
  await expect(page).toHaveTitle(/Search Cars/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/)
  await expect(page.getByPlaceholder('Search...')).toBeVisible()
})

test('the search app loads on the first sign of intent, and what was done before it loaded is not lost', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto(site(HCM, '/search'))
  const live = page.locator('[data-island-live="search page"]')
  // Nothing asks for the app while the shopper only looks: the server's page stays as it is.
  await pageSettled(page)
  await expect(live).toHaveCount(0)
  const firstLoad = scripts.length
  await expect(page.getByTestId('result-count')).toHaveText(/vehicles found/)

  // A make chosen and a word typed before the app has loaded both reach the search.
  const fuel = page.getByTestId('dropdown-fuel')
  const petrol = await fuel.locator('option', { hasText: /^Petrol/ }).getAttribute('value')
  await fuel.selectOption(petrol!)
  await page.getByPlaceholder('Search...').fill('toyota')
  await expect(live).toHaveCount(1)
  expect(scripts.length).toBeGreaterThan(firstLoad)
  await expect(page).toHaveURL(/fuel=Petrol/)
  await expect(page).toHaveURL(/query=toyota/)
  await expect(fuel).toHaveValue('Petrol')
  await expect(page.getByPlaceholder('Search...')).toHaveValue('toyota')
  await expect(page.getByPlaceholder('Search...')).toBeFocused()
  const fuels = await page
    .locator('[data-testid="car-card"] dd')
    .evaluateAll((dds) => dds.filter((_, i) => i % 4 === 3).map((d) => d.textContent))
  expect(new Set(fuels)).toEqual(new Set(['Petrol']))
})

test('a page link followed before the search app has loaded is followed by the app, without a reload', async ({ page }) => {
  // A page of its own: a search that stands for 1.5 s is kept in recent searches, and a browser
  // with another recent search to show starts the app at once (browsing-history.spec.ts). As the
  // second half of the test above, it failed whenever that test's checks took longer than that.
  const live = page.locator('[data-island-live="search page"]')
  await page.goto(site(HCM, '/search'))
  await expect(live).toHaveCount(0)
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  const pageTwo = page.getByRole('link', { name: 'Page 2' }).first()
  await scrollToSettled(pageTwo)
  await expect(live).toHaveCount(0)
  await pageTwo.click()
  await expect(page).toHaveURL(/page=2/)
  await expect(live).toHaveCount(1)
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
})

test('a word typed just after a fuel choice is searched with it, on a slow phone too', async ({ page }) => {
  // Under CPU throttling Next can report the fuel's URL back after the word is searched; the search
  // must not be set back to that URL.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  for (const gap of [150, 200, 250]) {
    await page.goto(site(HCM, '/search'))
    await page.getByPlaceholder('Search...').click()
    await expect(page.locator('[data-island-live="search page"]')).toHaveCount(1, { timeout: 15_000 })
    const fuel = page.getByTestId('dropdown-fuel')
    await fuel.selectOption((await fuel.locator('option', { hasText: /^Petrol/ }).getAttribute('value'))!)
    await page.waitForTimeout(gap)
    await page.getByPlaceholder('Search...').pressSequentially('toyota', { delay: 10 })
    await expect(page).toHaveURL(/fuel=Petrol.*query=toyota|query=toyota.*fuel=Petrol/)
    // Nothing sets it back afterwards.
    await page.waitForTimeout(1_500)
    await expect(page).toHaveURL(/query=toyota/)
    await expect(page.getByPlaceholder('Search...')).toHaveValue('toyota')
  }
})

test('a sort chosen and a word typed while only the HTML is on screen reach the search once the page starts', async ({ page }) => {
  // The page's scripts are held, so the shopper acts on the server's HTML before anything runs.
  const release = await holdPageScripts(page)
  // Deferred scripts hold DOMContentLoaded back, so the page is used as soon as it is drawn.
  await page.goto(site(HCM, '/search'), { waitUntil: 'commit' })
  await page.getByRole('combobox', { name: 'Sort results by' }).selectOption({ label: 'Lowest price' })
  await page.getByPlaceholder('Search...').fill('toyota')
  release()
  await expect(page.locator('[data-island-live="search page"]')).toHaveCount(1)
  await expect(page).toHaveURL(/sortBy=cars_price_asc/)
  await expect(page).toHaveURL(/query=toyota/)
  await expect(page.getByRole('combobox', { name: 'Sort results by' })).toHaveValue('cars_price_asc')
  await expect(page.getByPlaceholder('Search...')).toHaveValue('toyota')
})

test('"Show all makes" tapped before the page\'s script has run opens the list once the page starts', async ({ page }) => {
  const release = await holdPageScripts(page)
  await page.goto(site(HCM, '/search'), { waitUntil: 'commit' })
  const filter = page.getByTestId('make-filter')
  await filter.getByRole('button', { name: 'Show all makes' }).click()
  await expect(filter.getByRole('heading', { name: 'All Makes' })).toHaveCount(0)
  release()
  await expect(page.locator('[data-island-live="search page"]')).toHaveCount(1)
  await expect(filter.getByRole('heading', { name: 'All Makes' })).toBeVisible()
  await expect(filter.getByRole('button', { name: 'Hide extra makes' })).toHaveAttribute('aria-expanded', 'true')
})

test('a car-type path is pre-refined and has its own title', async ({ page }) => {
  await page.goto(site(HCM, '/search/used-cars'))
  await expect(page).toHaveTitle(/Used Cars for Sale/)
  await expect(cards(page).first()).toBeVisible()
  expect(new Set(await conditions(page))).toEqual(new Set(['Used']))
})

const makeNames = (page: import('@playwright/test').Page) => page.getByTestId('make-name').allTextContents()
const prices = async (page: import('@playwright/test').Page) =>
  (await page.getByTestId('card-price').allTextContents())
    .map((t) => t.match(/^\$([\d,]+)/)?.[1])
    .filter((p): p is string => !!p)
    .map((p) => Number(p.replace(/,/g, '')))
const escape = (s: string) =>
  encodeURIComponent(s)
    .replace(/[()*.!']/g, (c) => `\\${c}`)
    .replace(/%20/g, '(%20|\\+)')

test('refine a make, then a model; the URL follows and back/forward restore each step', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const [make, other] = await makeNames(page)
  await page.getByTestId('make-card').first().click()
  await expect(page).toHaveURL(new RegExp(`[?&]make=${escape(make)}`))
  await expect(page.getByTestId('make-card').first()).toHaveAttribute('aria-pressed', 'true')
  await expect(async () => {
    const headings = await cards(page).locator('h3').allTextContents()
    expect(headings.length).toBeGreaterThan(0)
    expect(headings.every((h) => h.includes(make))).toBe(true)
  }).toPass()

  await page.getByRole('button', { name: 'Select models' }).click()
  const models = page.getByRole('list', { name: `${make} models` })
  const firstModel = models.getByRole('checkbox').first()
  const modelLabel = ((await models.locator('label').first().locator('span').first().textContent()) ?? '').trim()
  expect(await models.getByRole('checkbox').count()).toBeLessThanOrEqual(30)
  await firstModel.check()
  await expect(page).toHaveURL(/[?&]make_model=/)
  await expect(async () => {
    const headings = await cards(page).locator('h3').allTextContents()
    expect(headings.length).toBeGreaterThan(0)
    expect(headings.every((h) => h.includes(`${make} ${modelLabel}`))).toBe(true)
  }).toPass()
  await page.getByRole('button', { name: 'Hide' }).click()
  await expect(models).toHaveCount(0)

  await page.goBack()
  await expect(page).not.toHaveURL(/make_model=/)
  await expect(page).toHaveURL(/[?&]make=/)
  await page.goBack()
  await expect(page).not.toHaveURL(/make=/)
  await expect(page.locator('[data-testid="make-card"][aria-pressed="true"]')).toHaveCount(0)
  await page.goForward()
  await page.goForward()
  await expect(page).toHaveURL(/make_model=/)
  await expect(page.locator('[data-testid="make-card"][aria-pressed="true"]')).toHaveCount(1)

  // A link to another search followed inside the page (Next's router, no reload) sets the search.
  await page.evaluate(
    (to) => (window as unknown as { next: { router: { push: (u: string) => void } } }).next.router.push(to),
    `/search?make=${encodeURIComponent(other)}`,
  )
  await expect(page).toHaveURL(new RegExp(`[?&]make=${escape(other)}$`))
  await expect(async () => {
    const headings = await cards(page).locator('h3').allTextContents()
    expect(headings.length).toBeGreaterThan(0)
    expect(headings.every((h) => h.includes(other))).toBe(true)
  }).toPass()
})

test('the first view and each search the shopper settles on are reported (event 49 and asc_itemlist_pageview), once each', async ({
  page,
}) => {
  const views = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
        .filter((e) => e.event_id === 49 || e.event === 'asc_itemlist_pageview')
        .map((e) => (e.event === 'site_event' ? `49 ${e.search_path}` : `${e.event} ${e.page_type}`)),
    )
  await page.goto(site(HCM, '/search'))
  await expect.poll(views).toEqual(['49 /search', 'asc_itemlist_pageview itemlist'])
  // Loading the search app (the first sign of intent) is not a new view.
  await page.getByTestId('make-card').first().click()
  await expect(page).toHaveURL(/[?&]make=/)
  const address = new URL(page.url())
  const chosen = `49 ${searchViewKey(address.pathname, address.search)}`
  expect(chosen).toMatch(/^49 \/search\?.*make=/)
  await expect
    .poll(views, { timeout: 10_000 })
    .toEqual(['49 /search', 'asc_itemlist_pageview itemlist', chosen, 'asc_itemlist_pageview itemlist'])
  await pageSettled(page)
  expect(await views()).toHaveLength(4)
})

test('"Show all makes" lists All Makes alphabetically; "Hide extra makes" collapses to the popular count', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const filter = page.getByTestId('make-filter')
  await expect(filter.getByTestId('make-card')).toHaveCount(7)
  await filter.getByRole('button', { name: 'Show all makes' }).click()
  await expect(filter.getByRole('heading', { name: 'All Makes' })).toBeVisible()
  const all = (await makeNames(page)).slice(7)
  expect(all.length).toBeGreaterThan(7)
  expect(all).toEqual([...all].sort())
  // Every make shows a drawn logo (artwork or wordmark), none a broken image or letters.
  const logos = filter.getByTestId('make-card').locator('img')
  await expect(logos).toHaveCount(all.length + 7)
  for (const img of await logos.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  }
  await filter.getByRole('button', { name: 'Hide extra makes' }).click()
  await expect(filter.getByTestId('make-card')).toHaveCount(7)
})

test('the price slider moves by keyboard, searches after the debounce and writes the URL', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const label = page.getByTestId('range-price-label')
  const before = (await label.textContent()) ?? ''
  const max = page.getByRole('slider', { name: 'Maximum price' })
  await max.focus()
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowLeft')
  await expect(label).not.toHaveText(before)
  // The label's upper price once the keys are done; the URL takes it a debounce after the last
  // key. (A busy machine can pause longer than the debounce between two keys, and the step
  // reached by then is searched and written first, as a shopper's pause would be.)
  const limit = Number(((await label.textContent()) ?? '').split('- $')[1]?.replaceAll(',', ''))
  expect(limit % 1000).toBe(0) // price snaps to multiples of 1000
  await expect(page).toHaveURL(new RegExp(`[?&]price=\\d*(%3A|:)${limit}(&|$)`))
  await expect(async () => {
    const shown = await prices(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(Math.max(...shown)).toBeLessThanOrEqual(limit)
  }).toPass()
  // The thumb at the end of the track leaves the top open again, though the dearest car's price
  // ($123,990) is not on the slider's step grid (steps of $1,240).
  await page.keyboard.press('End')
  await expect(page).not.toHaveURL(/[?&]price=/)
  await expect(label).toHaveText(before)
  // The min thumb cannot pass the max thumb.
  const min = page.getByRole('slider', { name: 'Minimum price' })
  await min.focus()
  await page.keyboard.press('End')
  expect(Number(await min.inputValue())).toBeLessThanOrEqual(Number(await max.inputValue()))
})

test('the budget finder link (?price=min:max&sortBy=cars_price_desc) is read', async ({ page }) => {
  await page.goto(site(HCM, '/search?price=15000:25000&sortBy=cars_price_desc'))
  await expect(page.getByTestId('range-price-label')).toHaveText('$15,000 - $25,000')
  await expect(page.getByRole('combobox', { name: 'Sort results by' })).toHaveValue('cars_price_desc')
  const shown = await prices(page)
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.every((p) => p >= 15000 && p <= 25000)).toBe(true)
  expect(shown).toEqual([...shown].sort((a, b) => b - a))
})

test('sorting by lowest price writes sortBy and, on a site with the rule, leaves out unpriced cars', async ({ page }) => {
  await page.goto(site(SCAG, '/search'))
  await page.getByRole('combobox', { name: 'Sort results by' }).selectOption({ label: 'Lowest price' })
  await expect(page).toHaveURL(/sortBy=cars_price_asc/)
  await expect(async () => {
    const texts = await page.getByTestId('card-price').allTextContents()
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.every((t) => t.startsWith('$'))).toBe(true) // price > 0 on price-ascending
    const shown = await prices(page)
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
  }).toPass()
  // The subscription sort is on for this site only.
  await expect(page.getByRole('combobox', { name: 'Sort results by' }).locator('option')).toContainText(['Lowest subscription price'])
})

test('pagination writes page, and any refinement goes back to page 1', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const first = await cards(page).first().getAttribute('aria-label')
  await clickWhenSettled(page.getByRole('link', { name: 'Page 2' }))
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(cards(page).first()).not.toHaveAttribute('aria-label', first ?? '')
  await page.getByRole('combobox', { name: 'Condition' }).selectOption('used')
  await expect(page).toHaveURL(/car_type=used/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(async () => expect(new Set(await conditions(page))).toEqual(new Set(['Used']))).toPass()
  await page.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'All' })
  await expect(page).not.toHaveURL(/car_type=/)
})

test('on a slow phone a condition chosen just after a page link is what the cars show, not the page Next reports late', async ({
  page,
}) => {
  // Next renders its router for each address the search writes and then writes that address to the
  // bar again; on a slow CPU the render for page 2 can end after the condition's address is
  // written, and the search must not follow page 2 back.
  await page.goto(site(HCM, '/search'))
  await page.getByPlaceholder('Search...').hover()
  await expect(page.locator('[data-island-live="search page"]')).toHaveCount(1)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  await clickWhenSettled(page.getByRole('link', { name: 'Page 2' }))
  await page.getByRole('combobox', { name: 'Condition' }).selectOption('used')
  const idle = () => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })))
  await expect(async () => expect(new Set(await conditions(page))).toEqual(new Set(['Used']))).toPass()
  await idle()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await idle()
  expect(new Set(await conditions(page))).toEqual(new Set(['Used']))
  await expect(page).toHaveURL(/car_type=used/)
  await expect(page).not.toHaveURL(/page=/)
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveValue('used')
})

test('cards show the per-site Reserve button and the promo card at positions 8 and 17', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  await expect(page.getByTestId('card-reserve').first()).toHaveText('Reserve Now $200')
  const cells = page.getByTestId('results').locator(':scope > li')
  await expect(cells.nth(7).getByTestId('promo-card')).toBeVisible()
  await expect(cells.nth(16).getByTestId('promo-card')).toBeVisible()
  await expect(page.getByTestId('promo-card')).toHaveCount(2)
  await page.goto(site(SCAG, '/search'))
  await expect(page.getByTestId('card-reserve').first()).toHaveText('Buy Online')
  await expect(page.getByTestId('card-reserve').first()).toHaveAttribute('href', /\/checkout$|\/buy-online$/)
})

test('a typo query finds cars', async ({ page }) => {
  await page.goto(site(HCM, '/search'))
  const makes = await makeNames(page)
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

test('the search page has no serious or critical accessibility violations, filters open on phones', async ({ page }) => {
  for (const host of [HCM, SCAG]) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(site(host, '/search'))
    await expect(cards(page).first()).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([])
    // A screen reader's list of landmarks names each once (a promo tile shown twice is no landmark).
    expect(results.violations.filter((v) => v.id === 'landmark-unique').flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site(HCM, '/search'))
  await expect(page.getByTestId('make-filter')).toBeHidden()
  const opener = page.getByRole('button', { name: 'Filters', exact: true })
  await opener.click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer.getByTestId('make-filter')).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused()
  // Escape closes it and focus goes back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(opener).toBeFocused()
})

test('on a phone the filters are a drawer: choices apply at once, "Show N results" says how many, and chips undo them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site(HCM, '/search'))
  const total = Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/\D/g, ''))
  await page.getByRole('button', { name: 'Filters', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  // Tab stays inside the open drawer.
  for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  const make = drawer.getByTestId('make-card').first()
  const makeName = ((await make.getByTestId('make-name').textContent()) ?? '').trim()
  await make.click()
  const show = drawer.getByTestId('show-results')
  await expect(show).toHaveText(/^Show \d[\d,]* results?$/)
  await expect.poll(async () => Number(((await show.textContent()) ?? '').replace(/\D/g, ''))).toBeLessThan(total)
  await drawer.getByLabel('Condition').selectOption({ index: 1 })
  await expect(page).toHaveURL(/car_type=/)
  await expect(show).toHaveText(/^Show \d[\d,]* results?$/)
  await page.screenshot({ path: 'test-results/search-filter-drawer.png' })
  await show.click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()
  const chips = page.getByTestId('filter-chips')
  await expect(chips.getByRole('button', { name: new RegExp(`^${makeName}`) })).toBeVisible()
  await expect(chips.getByRole('button', { name: /^Condition: / })).toBeVisible()
  await page.screenshot({ path: 'test-results/search-filter-chips.png' })
  await chips.getByRole('button', { name: new RegExp(`^${makeName}`) }).click()
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(`make=`))
  await chips.getByRole('button', { name: 'Clear all' }).click()
  await expect(page.getByTestId('filter-chips')).toHaveCount(0)
  await expect(page.getByTestId('result-count')).toHaveText(`${total.toLocaleString('en-AU')} vehicles found`)
})

test('SEO paths: a body type, a condition with a make, and a path naming nothing in stock', async ({ page }) => {
  const suv = await page.goto(site(HCM, '/search/suv'))
  expect(suv?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SUV Cars for Sale')
  await expect(page).toHaveTitle(/SUV Cars for Sale/)
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByTestId('result-count')).not.toHaveText(/^0 /)

  await page.goto(site(HCM, '/search/used-cars/toyota'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Toyota Cars for Sale')
  await expect(cards(page).first()).toBeVisible()
  expect(new Set(await conditions(page))).toEqual(new Set(['Used']))
  expect((await cards(page).locator('h3').allTextContents()).every((h) => h.includes('Toyota'))).toBe(true)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Used Cars' })).toHaveAttribute(
    'href',
    '/search/used-cars',
  )

  // A car's summary links its body and condition to these pages (facet tiles).
  await cards(page).first().locator('a').first().click()
  const summary = page.locator('#car-summary')
  const body = summary.locator('a[href^="/search/"]:not([href$="-cars"])').first()
  const bodyName = (await body.textContent())!.trim()
  await body.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${bodyName} Cars for Sale`)
  await expect(cards(page).first()).toBeVisible()

  for (const path of ['/search/not-a-make', '/search/not-a-make/corolla', '/search/used-cars/suv/x']) {
    const response = await page.goto(site(HCM, path))
    expect(response?.status(), path).toBe(404)
  }
})

test('every refinement of the search state is offered: a feature chosen filters, goes in the address and shows as a chip', async ({
  page,
}) => {
  await page.goto(site(HCM, '/search'))
  for (const label of ['Availability', 'Vehicle type', 'Category', 'Variant', 'Features', 'Tag', 'Dealership', 'City']) {
    await expect(page.getByRole('combobox', { name: label, exact: true }), label).toBeVisible()
  }
  const total = Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''))
  const features = page.getByTestId('dropdown-filtered_features')
  const option = features.locator('option').nth(1)
  const value = (await option.getAttribute('value'))!
  const count = Number((await option.textContent())!.match(/\(([\d,]+)\)/)![1].replace(/,/g, ''))
  await features.selectOption(value)
  await expect(page).toHaveURL(new RegExp(`features=${encodeURIComponent(value).replace(/%20/g, '(%20|\\+)')}`))
  await expect(page.getByTestId('result-count')).toHaveText(new RegExp(`^${count.toLocaleString('en-AU')} vehicles? found`))
  expect(count).toBeLessThan(total)
  await expect(page.getByTestId('filter-chips').getByRole('button', { name: new RegExp(`^Features: ${value}`) })).toBeVisible()
})

test('"Listed" filters by listing date: the period goes in the address, shows as a chip that removes it, and a link opens with it', async ({
  page,
}) => {
  await page.goto(site(HCM, '/search'))
  const count = async () => Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/\D/g, ''))
  const total = await count()
  const listed = page.getByRole('combobox', { name: 'Listed', exact: true })
  await expect(listed.locator('option')).toHaveText(['All', 'Last 24 hours', 'Last 7 days', 'Last 30 days'])
  await listed.selectOption({ label: 'Last 30 days' })
  await expect(page).toHaveURL(/[?&]listed=30d(&|$)/)
  await expect.poll(count).toBeLessThan(total)
  const chip = page.getByTestId('filter-chips').getByRole('button', { name: /^Listed in the last 30 days/ })
  await expect(chip).toBeVisible()
  await chip.click()
  await expect(page).not.toHaveURL(/listed=/)
  await expect(page.getByTestId('result-count')).toHaveText(`${total.toLocaleString('en-AU')} vehicles found`)

  await page.goto(site(HCM, '/search?listed=7d'))
  await expect(listed.locator('option:checked')).toHaveText('Last 7 days')
  await expect(page.getByTestId('filter-chips').getByRole('button', { name: /^Listed in the last 7 days/ })).toBeVisible()
})

test('a tag in the address in another casing opens as the stock spells it, chosen in the Tag filter', async ({ page }) => {
  const response = await page.goto(site(HCM, '/search?tag=runout%20sale'))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/[?&]tag=Runout(\+|%20)Sale(&|$)/)
  await expect(page.getByTestId('dropdown-tag').locator('option:checked')).toHaveText(/^Runout Sale \(\d+\)$/)
  // No second, lower-case "runout sale (0)" option beside it.
  expect(await page.getByTestId('dropdown-tag').locator('option').allTextContents()).not.toContainEqual(
    expect.stringMatching(/^runout sale/),
  )
  await expect(page.getByTestId('filter-chips').getByRole('button', { name: /^Tag: Runout Sale/ })).toBeVisible()
  await expect(page.getByTestId('result-count')).not.toHaveText(/^0 /)
})
