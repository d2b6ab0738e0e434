// Lead forms in Chromium against the seeded demo sites: validation in the browser
// and on the server, the enquiry, test drive and finance forms, /success, stored details, a
// form posted without script, and the lead in the dealer's admin inbox.
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test'
import { DEMO_PLATES } from '@/src/providers/rego-lookup/offline'
import { TRADE_IN_ANSWERS } from '../helpers/trade-in'
import { DEMO_PASSWORD, HCM, PORT, RCC, SCAG, holdPageScripts, pageSettled, recordScripts, site } from './helpers'

const ORIGIN = `http://127.0.0.1:${PORT}`
/** The lead's reference the answer gives the shopper (never its number), carried to /success. */
const REF = '&ref=[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}'

type Car = { path: string; slug: string; make: string; car_type: 'new' | 'used' | 'demo'; tag?: string | null }

async function availableCar(request: APIRequestContext, host: string, filters = 'sold:false AND status:in_stock'): Promise<Car> {
  const response = await request.post(`${ORIGIN}/api/search/1/indexes/*/queries`, {
    headers: { host, 'content-type': 'text/plain' },
    data: JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 5, filters }] }),
  })
  return ((await response.json()) as { results: { hits: Car[] }[] }).results[0].hits[0]
}

/** A car that takes a trade-in: in stock, priced above the finance minimum, not reserved. */
async function tradeInCar(request: APIRequestContext, host: string): Promise<Car> {
  const response = await request.post(`${ORIGIN}/api/search/1/indexes/*/queries`, {
    headers: { host, 'content-type': 'text/plain' },
    data: JSON.stringify({
      requests: [{ indexName: 'cars', hitsPerPage: 30, filters: 'sold:false AND status:in_stock AND price > 1000' }],
    }),
  })
  const hits = ((await response.json()) as { results: { hits: (Car & { reserved?: boolean })[] }[] }).results[0].hits
  return hits.find((h) => !h.reserved)!
}

async function axe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}

/**
 * People take a few seconds to fill a form; quicker is treated as a bot (stored as spam). The
 * page's clock starts that long behind, as if the shopper had opened the page a while ago.
 */
test.beforeEach(({ page }) => page.clock.install({ time: Date.now() - 10_000 }))

async function fillContact(scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel('First name').fill('Olivia')
  await scope.getByLabel('Last name').fill('Nguyen')
  await scope.getByRole('textbox', { name: 'Email' }).fill(email)
  await scope.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await scope.getByLabel('Postcode').fill('2000')
}

test('enquiry from a car page: errors in the browser, then /success, and the details are remembered', async ({ page, request }) => {
  const car = await availableCar(request, HCM)
  await page.goto(site(HCM, car.path))
  const form = page.getByTestId('lead-form-enquiry')
  await expect(page.getByRole('heading', { name: 'Submit an enquiry' })).toBeVisible()
  expect(await axe(page, '#enquire')).toEqual([])

  await form.getByLabel('Postcode').fill('20001')
  await expect(form.getByLabel('Postcode')).toHaveValue('2000')
  await form.getByLabel('Postcode').fill('123')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  const summary = form.getByRole('alert')
  await expect(summary).toContainText('Please fix the following errors:')
  await expect(summary).toContainText('Invalid postcode. Please enter a 4-digit number.')
  await expect(summary).toContainText('Please enter your comments.')
  await expect(summary).toBeFocused()
  await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
  expect(await axe(page, '#enquire')).toEqual([])

  const email = `e2e-enquiry-${Date.now()}@example.com`
  await fillContact(form, email)
  await form.getByLabel('Comments').fill('Is this car still available for an inspection on Saturday?')
  await form.getByLabel(/Do You Have A Trade-In/).selectOption('Yes')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(page).toHaveURL(new RegExp(`/success\\?form=enquiry&car=${car.slug}${REF}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
  await expect(page.getByTestId('lead-reference')).toHaveText(/^Your reference is [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\. Quote it/)
  await expect(page.getByRole('link', { name: /^Back to the / })).toHaveAttribute('href', car.path)
  // The enquiry event (event 14 for a new car, 15 for a used or demo one; a "Test Drive Only"
  // car's enquiry is a test-drive booking, 17) was pushed before leaving the car page.
  const sent = await page.evaluate(() => sessionStorage.getItem('lastLeadEvent'))
  expect(Number(sent)).toBe(car.tag?.toLowerCase() === 'test drive only' ? 17 : car.car_type === 'new' ? 14 : 15)

  // The next form is prefilled from the stored details, and they can be cleared.
  await page.goto(site(HCM, car.path))
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await form.getByRole('button', { name: 'Clear my details' }).click()
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull()

  // The dealer's editor finds it in the admin inbox.
  await page.goto(`http://localhost:${PORT}/admin/login`, { waitUntil: 'networkidle' })
  await expect(async () => {
    await page.locator('input[name="email"]').fill('editor@harbour-city-motors.test')
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
    await expect(page.locator('input[name="email"]')).toHaveValue('editor@harbour-city-motors.test', { timeout: 500 })
  }).toPass()
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto(`http://localhost:${PORT}/admin/collections/lead-inbox`, { waitUntil: 'networkidle' })
  const row = page.getByRole('row').filter({ hasText: 'Olivia' }).first()
  await expect(row).toBeVisible()
  // A click while the admin's list is still hydrating can be lost (no request for the lead at all),
  // so click again until the lead opens.
  const leadPage = /\/admin\/collections\/lead-inbox\/\d+/
  await expect(async () => {
    if (!leadPage.test(page.url())) await row.getByRole('link').first().click({ timeout: 3_000 })
    await expect(page).toHaveURL(leadPage, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('input[name="email"], #field-email').first()).toHaveValue(email)
})

test("test drive from the sidebar dialog: car named, the yard's open times as a day and a time, another yard, the dealer's notes, /success", async ({
  page,
  request,
}) => {
  const car = await availableCar(request, HCM)
  await page.goto(site(HCM, car.path))
  await page.getByRole('complementary', { name: 'Price and actions' }).getByTestId('open-test-drive').click()
  const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' })
  await expect(dialog).toBeVisible()
  const form = dialog.getByTestId('lead-form-test-drive')
  const booking = form.getByRole('group', { name: /Preferred day and time/ })
  const day = booking.getByLabel('Day', { exact: true })
  const time = booking.getByLabel('Time', { exact: true })
  await expect(form.getByText(/^Open times at .+, in its local time\./)).toBeVisible()
  const days = await day.locator('option').allTextContents()
  expect(days[0]).toBe('Choose a day')
  expect(days[1]).toMatch(/^(Today|Tomorrow|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/)
  expect(days.length).toBeGreaterThan(8)
  expect(await axe(page, 'dialog[open]')).toEqual([])
  await fillContact(form, `e2e-drive-${Date.now()}@example.com`)
  // A day without a time is not a booking.
  await day.selectOption({ index: 2 })
  await expect(time.locator('option').first()).toHaveText('Choose a time')
  await form.getByRole('button', { name: 'Book a Test Drive' }).click()
  await expect(form.getByRole('alert')).toContainText('Please choose a date and time.')
  const times = await time.locator('option').allTextContents()
  expect(times[1]).toMatch(/^\d{1,2}:\d{2}(am|pm)$/)
  await time.selectOption({ index: 1 })
  // Harbour City's yards in one state bring each other's cars over; the dealer's notes show.
  const where = form.getByLabel(/Where would you like to test drive it\?/)
  await expect(where.locator('option').first()).toHaveText(/^Harbour City /)
  await expect(form.getByText(/^The car is at Harbour City \w+; we can bring it to another of our yards for you\.$/)).toBeVisible()
  expect(await where.locator('option').count()).toBe(3)
  await where.selectOption({ index: 2 })
  await expect(form.getByText('Please bring your current driver licence.', { exact: false })).toBeVisible()
  await expect(form.getByText(/^By submitting this form you agree to Harbour City Motors/)).toBeVisible()
  await form.getByRole('button', { name: 'Book a Test Drive' }).click()
  await expect(page).toHaveURL(/\/success\?form=test-drive/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your test drive request is in')
})

test('finance enquiry dialog on a site with the finance modal switch', async ({ page, request }) => {
  // Not one that can be bought: those go to the signed-in finance page (gated finance).
  const car = await availableCar(request, SCAG, 'sold:false AND status:in_stock AND price = 0')
  await page.goto(site(SCAG, car.path))
  await page.getByRole('complementary', { name: 'Price and actions' }).getByTestId('open-finance').click()
  const dialog = page.getByRole('dialog', { name: 'Finance Enquiry' })
  const form = dialog.getByTestId('lead-form-finance')
  await fillContact(form, `e2e-finance-${Date.now()}@example.com`)
  await form.getByLabel(/Is Your Car Currently Under Finance/).selectOption('No')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(page).toHaveURL(/\/success\?form=finance/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your finance enquiry is in')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the enquiry form posts to the server, which checks it the same way and answers with /success', async ({ page, request }) => {
    const car = await availableCar(request, HCM)
    await page.goto(site(HCM, car.path))
    const form = page.getByTestId('lead-form-enquiry')
    // The default contact method is ticked in the HTML itself, so it posts without a script too.
    await expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked()
    await fillContact(form, `e2e-noscript-${Date.now()}@example.com`)
    await form.getByLabel('Postcode').fill('12')
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please fix the following errors:')
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toBeVisible()
    await page.goBack()
    await form.getByLabel('Postcode').fill('2000')
    await form.getByLabel('Comments').fill('Please call me about this car.')
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page).toHaveURL(new RegExp(`/success\\?form=enquiry&car=${car.slug}${REF}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
  })

  test("the service page offers the service department's open times as a day and a time, which post as two fields", async ({ page }) => {
    await page.goto(site(HCM, '/service'))
    const form = page.getByTestId('lead-form-service')
    await fillContact(form, `e2e-service-${Date.now()}@example.com`)
    await form.getByLabel('Message').fill('Logbook service, 60,000 km.')
    const day = form.getByLabel('Day', { exact: true })
    const weekday = (await day.locator('option').allTextContents()).find((d) => /^(Mon|Tue|Wed|Thu|Fri) /.test(d))!
    await day.selectOption({ label: weekday })
    await form.getByLabel('Time', { exact: true }).selectOption({ label: '10:00am' })
    await form.getByRole('button', { name: /Book|Send|Enquire|Request/ }).click()
    await expect(page).toHaveURL(new RegExp(`/success\\?form=service${REF}$`))
  })
})

test('the contact page’s Form block: category and preferred dealership, checked in the browser, then /success', async ({ page }) => {
  await page.goto(site(SCAG, '/contact'))
  const form = page.getByTestId('lead-form-contact')
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()
  await expect(form.getByLabel('Category')).toHaveValue('General Enquiry')
  await fillContact(form, `e2e-contact-${Date.now()}@example.com`)
  await form.getByLabel('Message').fill('Do you take trade-ins of older caravans?')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  // The group site has several dealerships: the shopper must pick one.
  await expect(form.getByRole('alert')).toContainText('Please choose a preferred dealership.')
  expect(await axe(page, 'form[data-testid="lead-form-contact"]')).toEqual([])
  const dealership = form.getByLabel('Preferred dealership')
  await dealership.selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(page).toHaveURL(new RegExp(`/success\\?form=contact${REF}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
  await expect(page.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute('href', '/search')
})

test("a form's script loads when the shopper reaches for it; what was typed before, even before the page's own script ran, is kept", async ({
  page,
}) => {
  const live = page.locator('form[data-testid="lead-form-contact"]').locator('xpath=ancestor::div[@data-island-live]')
  const scripts = recordScripts(page)
  await page.goto(site(SCAG, '/contact'))
  const form = page.getByTestId('lead-form-contact')
  // Only looking at the form loads nothing: the server's form stands (and posts without script).
  await pageSettled(page)
  await expect(live).toHaveCount(0)
  await expect(form).toHaveAttribute('action', '/api/leads')
  const firstLoad = scripts.length
  await form.getByLabel('First name').fill('Olivia')
  await expect(live).toHaveCount(1)
  expect(scripts.length).toBeGreaterThan(firstLoad)
  await expect(form.getByLabel('First name')).toHaveValue('Olivia')
  await expect(form.getByLabel('First name')).toBeFocused()

  // With the page's scripts held, the shopper types into the bare HTML; once they run, the
  // form has it, and checks it as typed.
  const release = await holdPageScripts(page)
  await page.goto(site(SCAG, '/contact'), { waitUntil: 'commit' })
  await form.getByLabel('First name').fill('Liam')
  await form.getByLabel('Message').fill('Do you take trade-ins of older caravans?')
  release()
  await expect(live).toHaveCount(1)
  await expect(form.getByLabel('First name')).toHaveValue('Liam')
  await expect(form.getByLabel('Message')).toHaveValue('Do you take trade-ins of older caravans?')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  const summary = form.getByRole('alert')
  await expect(summary).toContainText('Please enter your last name.')
  await expect(summary).not.toContainText('Please enter your first name.')
  await expect(summary).not.toContainText('Please enter your comments.')
})

test('a word typed and then selected before the form went live is typed over once it is, not added to', async ({ page }) => {
  const live = page.locator('form[data-testid="lead-form-contact"]').locator('xpath=ancestor::div[@data-island-live]')
  const release = await holdPageScripts(page)
  await page.goto(site(SCAG, '/contact'), { waitUntil: 'commit' })
  const name = page.getByTestId('lead-form-contact').getByLabel('First name')
  // Typed into the server's HTML and selected to be typed over, before any script ran, as a fill()
  // under load can land: its text selected on the old field, typed on the live one.
  await name.fill('Olivai')
  await name.evaluate((el: HTMLInputElement) => el.select())
  release()
  await expect(live).toHaveCount(1)
  await expect(name).toBeFocused()
  await page.keyboard.type('Olivia')
  await expect(name).toHaveValue('Olivia')
})

/** Answers every condition question with its first answer (a well-kept car's). */
async function answerConditions(wizard: Locator) {
  await expect(wizard.getByRole('heading', { name: 'Condition' })).toBeVisible()
  const questions = wizard.getByRole('group')
  await expect(questions).toHaveCount(6)
  for (const question of await questions.all()) await question.getByRole('radio').first().check()
}

/**
 * A demo plate (the offline rego lookup's) and km that get an online offer on the site: its stock
 * has comparable cars (same model, a similar year and km).
 */
async function plateWithOffer(request: APIRequestContext, host: string) {
  const seen: string[] = []
  for (const km of [30_000, 15_000, 60_000])
    for (const [plate, car] of Object.entries(DEMO_PLATES)) {
      const [state, rego] = plate.split(':')
      const response = await request.post(`${ORIGIN}/api/trade-in/valuation`, {
        headers: { host: `${host}:${PORT}` },
        data: { rego, rego_state: state, km, answers: TRADE_IN_ANSWERS },
      })
      const answer = await response.json()
      if (answer.offer) return { rego, state, car, km }
      seen.push(`${plate} ${km} km: ${response.status()} ${answer.reason ?? answer.error}`)
    }
  throw new Error(`No demo plate gets an online offer on ${host}:\n${seen.join('\n')}`)
}

test('/sell-your-car: the online valuation by rego, errors at each step, an offer accepted into a trade-in lead (event 18)', async ({
  page,
  request,
}) => {
  const { rego, state, car, km } = await plateWithOffer(request, SCAG)
  await page.goto(site(SCAG, '/sell-your-car'))
  await expect(page).toHaveURL(/\/sell-my-car$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell or Trade In Your Car')
  const wizard = page.getByTestId('trade-in-wizard')
  await expect(wizard.getByRole('listitem').filter({ hasText: 'Your car' })).toHaveAttribute('aria-current', 'step')

  await wizard.getByRole('button', { name: 'Next' }).click()
  const summary = wizard.getByRole('alert')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('listitem')).toHaveText([
    'Please enter the rego.',
    'Choose a state or territory.',
    'Enter the kilometres as a number.',
  ])
  await wizard.getByLabel('Rego', { exact: true }).fill(rego.toLowerCase())
  await wizard.getByLabel('State or territory').selectOption(state)
  await wizard.getByLabel('Kilometres').fill(String(km))
  await expect(wizard.getByLabel('Kilometres')).toHaveValue(km.toLocaleString('en-AU'))
  await wizard.getByRole('button', { name: 'Next' }).click()

  await expect(wizard.getByRole('heading', { name: 'Condition' })).toBeFocused()
  await wizard.getByRole('button', { name: 'Get Your Valuation' }).click()
  await expect(summary.getByRole('listitem')).toHaveCount(6)
  await expect(summary).toContainText('Has it been in an accident? Please choose an answer.')
  await expect(wizard.getByText('Please choose an answer.', { exact: true })).toHaveCount(6)
  await answerConditions(wizard)
  expect(await axe(page, '[data-testid="trade-in-wizard"]')).toEqual([])
  await wizard.getByRole('button', { name: 'Get Your Valuation' }).click()

  const offer = wizard.getByTestId('trade-in-offer')
  await expect(wizard.getByRole('heading', { name: 'Your offer' })).toBeFocused()
  const name = `${car.year} ${car.make} ${car.model} ${car.badge}`
  await expect(offer).toContainText(`${name} · ${km.toLocaleString('en-AU')} km · ${state} ${rego}`)
  await expect(offer.getByTestId('offer-amount')).toHaveText(/^\$\d{1,3}(,\d{3})+$/)
  await expect(offer).toContainText(/Valid until \w+day \d+ \w+ at/)
  await expect(offer).toContainText('subject to an inspection of your car')
  await offer.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/trade-in-offer-desktop.png' })
  const amount = await offer.getByTestId('offer-amount').textContent()
  // Changing an answer and coming back values the car again.
  await offer.getByRole('button', { name: 'Change My Answers' }).click()
  await expect(wizard.getByRole('radio', { name: 'No accidents' })).toBeChecked()
  await wizard.getByRole('radio', { name: 'Major accident damage' }).check()
  await wizard.getByRole('button', { name: 'Get Your Valuation' }).click()
  await expect(offer.getByTestId('offer-amount')).not.toHaveText(amount!)
  const lower = await offer.getByTestId('offer-amount').textContent()
  expect(Number(lower!.replace(/\D/g, ''))).toBeLessThan(Number(amount!.replace(/\D/g, '')))
  await offer.getByRole('button', { name: 'Accept Offer' }).click()

  await expect(wizard).toContainText(`You are accepting our offer of ${lower} for your ${name}.`)
  const form = wizard.getByTestId('lead-form-trade-in')
  await expect(form.getByLabel(/Kilometres/)).toHaveCount(0) // the valuation holds the car's km and rego
  await fillContact(form, `e2e-offer-${Date.now()}@example.com`)
  await form.getByLabel('Preferred dealership').selectOption({ index: 1 }) // a group: the shopper chooses where to bring the car
  await form.getByRole('button', { name: 'Accept Offer' }).click()
  await expect(page).toHaveURL(new RegExp(`/success\\?form=trade-in${REF}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your trade-in request is in')
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event_id?: number }[] }).dataLayer.map((e) => e.event_id))
  expect(events).toContain(18)
})

test('the Trade-in block on /trade-in: a car named by make, model and year that gets no online offer asks for an inspection', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site(HCM, '/trade-in'))
  const wizard = page.getByTestId('trade-in-wizard')
  await expect(page.getByRole('heading', { name: 'Get Your Valuation' })).toBeVisible()
  // A rego no one has is refused on the step that asked for it.
  await wizard.getByLabel('Rego', { exact: true }).fill('NOPE42')
  await wizard.getByLabel('State or territory').selectOption('QLD')
  await wizard.getByLabel('Kilometres').fill('1000')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await answerConditions(wizard)
  await wizard.getByRole('button', { name: 'Get Your Valuation' }).click()
  await expect(wizard.getByRole('heading', { name: 'Your car' })).toBeVisible()
  await expect(wizard.getByRole('alert')).toBeFocused()
  await expect(wizard.getByText(/^We could not find a car with this rego in this state/)).toHaveCount(2) // summary and field

  await wizard.getByRole('radio', { name: 'By make, model and year' }).check()
  await wizard.getByLabel('Make', { exact: true }).fill('Toyota')
  await wizard.getByLabel('Model', { exact: true }).fill('Camry')
  await wizard.getByLabel('Year', { exact: true }).fill('2015')
  await wizard.getByLabel('Kilometres').fill('180000')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByRole('heading', { name: 'Condition' })).toBeFocused()
  await expect(wizard.getByRole('radio', { name: 'No accidents' })).toBeChecked() // answers kept
  await wizard.getByRole('button', { name: 'Get Your Valuation' }).click()

  await expect(wizard.getByRole('heading', { name: 'We need to see your car' })).toBeFocused()
  const offer = wizard.getByTestId('trade-in-offer')
  await expect(offer).toContainText('We do not make online offers for cars over 7 years old.')
  await expect(offer.getByRole('button', { name: 'Accept Offer' })).toHaveCount(0)
  expect(await axe(page, '[data-testid="trade-in-wizard"]')).toEqual([])
  await page.screenshot({ path: 'test-results/trade-in-no-offer-phone.png', fullPage: true })
  await offer.getByRole('button', { name: 'Request an Inspection' }).click()

  // Photos (optional): a picture uploads and is ready to send; a file that is not one says why, and goes.
  const picker = wizard.getByRole('group', { name: /^Photos of your car/ })
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2060a0' } })
    .jpeg()
    .toBuffer()
  await picker.getByLabel('Add Photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
  ])
  const photos = picker.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')
  await expect(photos).toHaveCount(2)
  await expect(photos.nth(0)).toContainText('Ready to send')
  await expect(photos.nth(0).getByRole('img', { name: 'Photo 1: front.jpg' })).toBeVisible()
  await expect(photos.nth(1)).toContainText('Only JPEG, PNG, WebP and AVIF images can be uploaded')
  await expect(photos.nth(1).getByRole('img', { name: 'Photo 2: notes.jpg (no preview)' })).toBeVisible()
  await expect(picker.getByRole('status')).toHaveText('1 photo ready to send.')
  expect(await axe(page, '[data-testid="trade-in-wizard"]')).toEqual([])
  await picker.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/trade-in-photos-phone.png' })
  await photos.nth(1).getByRole('button', { name: 'Remove photo 2' }).click()
  await expect(photos).toHaveCount(1)
  await expect(picker.getByRole('status')).toHaveText('Removed notes.jpg.')

  const form = wizard.getByTestId('lead-form-trade-in')
  await fillContact(form, `e2e-inspection-${Date.now()}@example.com`)
  const decision = page.waitForRequest((r) => r.url().endsWith('/api/trade-in/decision'))
  await form.getByRole('button', { name: 'Request an Inspection' }).click()
  expect((await decision).postDataJSON().photos).toHaveLength(1)
  await expect(page).toHaveURL(new RegExp(`/success\\?form=trade-in${REF}$`))
})

test('a caravan dealer’s valuation asks about the caravan, not a car', async ({ page }) => {
  await page.goto(site(RCC, '/sell-my-car'))
  const wizard = page.getByTestId('trade-in-wizard')
  await expect(page.getByText('Tell us about your caravan and get an online offer in two minutes.')).toBeVisible()
  await expect(wizard.getByRole('listitem').filter({ hasText: 'Your caravan' })).toHaveAttribute('aria-current', 'step')
  await expect(wizard.getByRole('group', { name: 'How should we find your caravan?' })).toBeVisible()
  await expect(wizard).not.toContainText(/\bcar\b/)
})

test('the trade-in FAQ opens and closes under the trade-in form, with script and without', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(site(HCM, '/trade-in'))
    const faq = page.getByRole('region', { name: 'Trade-in questions' })
    const item = faq.locator('details').filter({ hasText: 'Can I get an online estimate for my car?' })
    const question = item.locator('summary')
    const answer = item.getByText(/not given for cars over 7 years old or over 100,000 km/)
    await expect(item).not.toHaveAttribute('open')
    await expect(answer).toBeHidden()
    await question.click()
    await expect(item).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
    await question.click()
    await expect(item).not.toHaveAttribute('open')
    await expect(answer).toBeHidden()
    await context.close()
  }
})

test("a car's Trade-In Valuation button leads to its trade-in page, whose lead carries the car", async ({ page, request }) => {
  const car = await tradeInCar(request, HCM)
  await page.goto(site(HCM, car.path))
  const slug = car.slug
  const button = page.getByRole('complementary', { name: 'Price and actions' }).getByRole('link', { name: 'Trade-In Valuation' })
  await expect(button).toHaveAttribute('href', `/cars/trade-in?car_id=${slug}`)
  await button.click()
  await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade in towards this car')
  await expect(page.getByRole('link', { name: /Back to the car/ })).toHaveAttribute('href', car.path)
  // The online valuation, as on /sell-my-car: an old car gets no online offer and asks for an inspection.
  const wizard = page.getByTestId('trade-in-wizard')
  await expect(wizard.getByRole('heading', { name: 'Your car' })).toBeVisible()
  await page.screenshot({ path: 'test-results/car-trade-in-wizard.png', fullPage: true })
  await wizard.getByRole('radio', { name: 'By make, model and year' }).check()
  await wizard.getByLabel('Make', { exact: true }).fill('Holden')
  await wizard.getByLabel('Model', { exact: true }).fill('Commodore')
  await wizard.getByLabel('Year', { exact: true }).fill('2012')
  await wizard.getByLabel('Kilometres').fill('88000')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await answerConditions(wizard)
  await wizard.getByRole('button', { name: 'Get Your Valuation' }).click()
  await wizard.getByTestId('trade-in-offer').getByRole('button', { name: 'Request an Inspection' }).click()
  const form = wizard.getByTestId('lead-form-trade-in')
  await fillContact(form, `e2e-car-trade-${Date.now()}@example.com`)
  expect(await axe(page, 'main')).toEqual([])
  const decision = page.waitForRequest((r) => r.url().endsWith('/api/trade-in/decision'))
  await form.getByRole('button', { name: 'Request an Inspection' }).click()
  // The lead carries the car the trade-in goes towards (the server's side: tests/int/trade-in.test.ts).
  expect((await decision).postDataJSON()).toMatchObject({ car_slug: slug, decision: 'decline' })
  await expect(page).toHaveURL(new RegExp(`/success\\?form=trade-in&car=${slug}`))

  // Without a car it is the site's trade-in page; an unknown car is a 404.
  await page.goto(site(HCM, '/cars/trade-in'))
  await expect(page).toHaveURL(/\/trade-in$/)
  expect((await page.goto(site(HCM, '/cars/trade-in?car_id=no-such-car-1')))!.status()).toBe(404)
})

test('Request Photos from under the gallery: message optional, /success', async ({ page, request }) => {
  const car = await availableCar(request, HCM)
  await page.goto(site(HCM, car.path))
  await page.getByTestId('open-request-photos').click()
  const dialog = page.getByRole('dialog', { name: 'Request Photos' })
  const form = dialog.getByTestId('lead-form-request-photos')
  await fillContact(form, `e2e-photos-${Date.now()}@example.com`)
  await form.getByLabel(/Message/).fill('Could you send photos of the interior and the tyres?')
  await form.getByRole('button', { name: 'Request Photos' }).click()
  await expect(page).toHaveURL(/\/success\?form=request-photos/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your photo request is in')
})

test('a search card’s Book a Test Drive page: the car and the test-drive form; without a car, the search', async ({ page, request }) => {
  const car = await availableCar(request, HCM)
  const response = await page.goto(site(HCM, `/book-test-drive/?car_id=${car.slug}`))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Test Drive')
  await expect(page.getByRole('main').locator(`a[href="${car.path}"]`).first()).toBeVisible()
  await expect(page.getByTestId('lead-form-test-drive')).toBeVisible()
  await page.goto(site(HCM, '/book-test-drive'))
  await expect(page).toHaveURL(site(HCM, '/search'))
  expect((await page.goto(site(HCM, '/book-test-drive?car_id=no-such-car-1')))?.status()).toBe(404)
})
