import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { calculatorSettings, calculatorView } from '@/src/components/finance/calculator-view'
import {
  budgetEstimate,
  COMPARISON_RATE_WARNING,
  DELIVERY_ERRORS,
  formatMoney,
  indicativeQuote,
  initialCalculatorState,
  quoteRequestSchema,
  type CalculatorState,
} from '@/src/domain/finance'
import { RESUME_NOTE, visibleFields } from '@/src/domain/finance-application/form'
import { DOB_MESSAGES } from '@/src/domain/finance-application/schema'
import { type ApplicationStep, CONSENT_MESSAGE } from '@/src/domain/finance-application/steps'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { leadEventId } from '@/src/domain/leads/events'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { APPLICATION_STEPS_BODY, bornYearsAgo } from '../helpers/finance-application'
import { COASTLINE, HCM, PORT, SCAG, site } from './helpers'

/** The finance blocks on the demo finance page; expected figures come from the domain rules. */
function demoSettings(file: string) {
  const demo = JSON.parse(readFileSync(`tenants/demo/${file}.json`, 'utf8'))
  const parsed = parseTenantConfig({ ...demo.tenant, id: 1, domains: ['x.localhost'], theme: {} })
  if (!parsed.ok) throw new Error(parsed.error)
  return financeSettingsFromTenant(parsed.tenant)
}

const hcm = demoSettings('harbour-city-motors')
const settings = calculatorSettings(hcm)
const start = initialCalculatorState(null, null, settings)

/** The repayment text the calculator must show for a state, computed with the domain rules. */
function expectedRepayment(patch: Partial<CalculatorState>): string {
  const { figures } = calculatorView({ ...start, ...patch }, { variant: 'tab', settings })
  if (!figures.repayment) return 'Enquire for Finance'
  return formatMoney(figures.repayment.value, { cents: figures.repayment.cents })
}

async function openFinancePage(page: Page, host = HCM) {
  await page.goto(site(host, '/finance'), { waitUntil: 'networkidle' })
  const calculator = page.locator('#finance-calculator')
  await expect(calculator.getByRole('heading', { name: 'Finance Calculator' })).toBeVisible()
  return calculator
}

test('the calculator starts at $30,000 with the site’s rate and shows the comparison rate beside it', async ({ page }) => {
  const calculator = await openFinancePage(page)
  const { figures } = calculatorView(start, { variant: 'tab', settings })
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({}))
  await expect(calculator.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('30,000')
  await expect(calculator.getByTestId('interest-rate')).toHaveText(`${start.interest.toFixed(2)}% p.a.`)
  await expect(calculator.getByTestId('comparison-rate')).toHaveText(`${figures.comparisonRate!.toFixed(2)}% p.a.`)
  await expect(calculator.getByTestId('total-repayments')).toHaveText(formatMoney(figures.totalRepayments!, { cents: true }))
  await expect(calculator).toContainText(COMPARISON_RATE_WARNING)
  // The interest rate and the comparison rate are the same size and weight (never less prominent).
  const style = (testId: string) =>
    calculator.getByTestId(testId).evaluate((el) => `${getComputedStyle(el).fontSize} ${getComputedStyle(el).fontWeight}`)
  expect(await style('comparison-rate')).toBe(await style('interest-rate'))
})

test('keyboard: arrow keys on the slider and typing in the fields change the figures; event 26 fires once', async ({ page }) => {
  const calculator = await openFinancePage(page)
  const amountSlider = calculator.getByRole('slider', { name: 'Purchase price' })
  await amountSlider.focus()
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
  await expect(calculator.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('32,000')
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({ amount: 32000 }))

  const amountBox = calculator.getByRole('textbox', { name: 'Purchase price' })
  await amountBox.fill('45000')
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({ amount: 45000 }))
  await amountBox.press('Tab')
  await expect(amountBox).toHaveValue('45,000')

  await calculator.getByRole('spinbutton', { name: 'Interest rate' }).fill('12.5')
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({ amount: 45000, interest: 12.5 }))
  await expect(calculator.getByTestId('interest-rate')).toHaveText('12.50% p.a.')

  await calculator.getByRole('textbox', { name: 'Deposit / trade-in' }).fill('$5,000')
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({ amount: 45000, interest: 12.5, tradeIn: 5000 }))

  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).filter((e) => e.event_id === 26),
  )
  expect(events).toHaveLength(1)
})

test('mouse: dragging the term slider and choosing monthly change the figures', async ({ page }) => {
  const calculator = await openFinancePage(page)
  const term = calculator.getByRole('slider', { name: 'Loan term' })
  const box = (await term.boundingBox())!
  await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2)
  await expect(calculator.getByRole('spinbutton', { name: 'Loan term' })).toHaveValue('7')
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({ termYears: 7 }))

  await calculator.getByText('Monthly', { exact: true }).click()
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({ termYears: 7, frequency: 'month' }))
  await expect(calculator.getByTestId('repayment')).toContainText('/mo')
})

test('the bound message appears at and beyond the amount bounds', async ({ page }) => {
  const calculator = await openFinancePage(page)
  const message = 'Cannot be less than $1,000 or more than $100,000'
  const slider = calculator.getByRole('slider', { name: 'Purchase price' })
  await expect(calculator.getByText(message)).toHaveCount(0)
  await slider.focus()
  await page.keyboard.press('End')
  await expect(calculator.getByText(message)).toBeVisible()
  await expect(calculator.getByTestId('repayment')).toContainText(expectedRepayment({ amount: 100000 }))
  await page.keyboard.press('ArrowLeft')
  await expect(calculator.getByText(message)).toHaveCount(0)
  await page.keyboard.press('Home')
  await expect(calculator.getByText(message)).toBeVisible()
  await calculator.getByRole('textbox', { name: 'Purchase price' }).fill('250000')
  await expect(calculator.getByText(message)).toBeVisible()
  await expect(calculator.getByRole('textbox', { name: 'Purchase price' })).toHaveAttribute('aria-invalid', 'true')
})

test('a small loan shows "Enquire for Finance" and a blank total', async ({ page }) => {
  const calculator = await openFinancePage(page)
  await calculator.getByRole('textbox', { name: 'Purchase price' }).fill('3000')
  await expect(calculator.getByTestId('repayment')).toContainText('Enquire for Finance')
  await expect(calculator.getByTestId('total-repayments')).toHaveText('')
})

test('a price selected before the calculator script has loaded is typed over once it has, not added to', async ({ page }) => {
  const calculator = await openFinancePage(page)
  const price = calculator.getByRole('textbox', { name: 'Purchase price' })
  await expect(price).toHaveValue('30,000')
  // Focus (which starts the script loading) and select the whole price in one go, on the server's HTML.
  await price.evaluate((el: HTMLInputElement) => {
    el.focus()
    el.select()
  })
  await expect(calculator.locator('[data-island-live]')).toHaveCount(1)
  await expect(price).toBeFocused()
  await page.keyboard.type('3000')
  await expect(price).toHaveValue(/^3,?000$/)
  await expect(calculator.getByTestId('repayment')).toContainText('Enquire for Finance')
})

test('the lender disclaimer shows 197 characters until Show More', async ({ page }) => {
  const calculator = await openFinancePage(page)
  const more = calculator.getByRole('button', { name: 'Show More' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(calculator).not.toContainText('personalised quote')
  await more.click()
  await expect(calculator).toContainText('Speak with our finance team for a personalised quote.')
  await calculator.getByRole('button', { name: 'Show Less' }).click()
  await expect(calculator).not.toContainText('personalised quote')
})

test('a site that shows monthly repayments only offers no other frequency, in the calculator or the budget finder', async ({ page }) => {
  const calculator = await openFinancePage(page, COASTLINE)
  await expect(calculator.getByTestId('repayment')).toContainText('/mo')
  await expect(calculator.getByText('Weekly', { exact: true })).toHaveCount(0)
  const finder = page.getByRole('region', { name: /for your budget/ })
  await expect(finder.getByRole('textbox', { name: 'Monthly repayment' })).toBeVisible()
  await expect(finder.getByRole('radio')).toHaveCount(0)
  await expect(finder).not.toContainText('Weekly')
  // Harbour City, without the switch, lets the shopper choose.
  await page.goto(site(HCM, '/finance'))
  await expect(page.getByRole('region', { name: 'Find cars for your budget' }).getByRole('radio', { name: 'Weekly' })).toHaveCount(1)
})

test('the budget finder estimates a budget and navigates to a priced search sorted by price', async ({ page }) => {
  await page.goto(site(HCM, '/finance'), { waitUntil: 'networkidle' })
  const finder = page.getByRole('region', { name: 'Find cars for your budget' })
  const budget = budgetEstimate(600, 2000, 'month')
  await expect(finder.getByTestId('budget')).toHaveText(formatMoney(budget))

  // $10 a month and no deposit is a $600 budget, under every car the finder counts (above $1,000).
  await finder.getByRole('textbox', { name: 'Monthly repayment' }).fill('10')
  await finder.getByRole('textbox', { name: 'Deposit' }).fill('0')
  await expect(finder.getByRole('button', { name: '0 Cars Found' })).toBeDisabled()
  await expect(finder).toContainText('No Cars found for this budget')

  await finder.getByRole('button', { name: '$20,000' }).click()
  const link = finder.getByRole('link', { name: 'Search Cars up to $20,000' })
  await expect(link).toHaveAttribute('href', '/search?price=0:20000&sortBy=cars_price_desc')

  await finder.getByRole('slider', { name: 'Minimum price' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await finder.getByRole('slider', { name: 'Maximum price' }).focus()
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft')
  await finder.getByRole('link', { name: 'Show Cars in this range' }).click()
  await page.waitForURL((url) => url.pathname === '/search')
  const url = new URL(page.url())
  expect([url.searchParams.get('price'), url.searchParams.get('sortBy')]).toEqual(['6000:245000', 'cars_price_desc'])
})

test('the finance page has no serious or critical accessibility violations', async ({ page }) => {
  await openFinancePage(page)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('delivery estimates use the visited site’s own region table', async ({ page }) => {
  await page.goto(site(HCM, '/finance'))
  const get = (postcode: string) =>
    page.evaluate(async (p) => {
      const response = await fetch(`/api/delivery-estimate?postcode=${p}`)
      return { status: response.status, body: await response.json() }
    }, postcode)
  expect(await get('2050')).toEqual({ status: 200, body: { ok: true, region: 'Sydney Metro', price: 0, postcode: '2050' } })
  expect(await get('')).toEqual({ status: 400, body: { ok: false, error: 'empty', message: DELIVERY_ERRORS.empty } })
  expect((await get('6000')).body.message).toBe(DELIVERY_ERRORS.noEstimate)
})

test('finance quotes answer only on sites with the feature on', async ({ page }) => {
  const body = { selfAssessedCreditScore: 'Excellent', purchasePrice: 32990, year: 2022, vin: 'VIN', nvic: '', whoIsHelping: '' }
  const post = (payload: unknown) =>
    page.evaluate(async (p) => {
      const response = await fetch('/api/youx/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(p),
      })
      return { status: response.status, body: await response.json() }
    }, payload)
  await page.goto(site(SCAG, '/'))
  const expected = indicativeQuote(quoteRequestSchema.parse(body), demoSettings('southern-cross-auto-group'))
  expect(await post(body)).toEqual({ status: 200, body: expected })
  expect((await post({ ...body, purchasePrice: -1 })).status).toBe(400)
  await page.goto(site(HCM, '/'))
  expect((await post(body)).status).toBe(404)
})

test('screenshots of the finance page at 390px and 1440px', async ({ page }) => {
  test.skip(!process.env.FINANCE_SCREENSHOTS, 'set FINANCE_SCREENSHOTS=1 to capture')
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height })
    await openFinancePage(page)
    await page.screenshot({ path: `test-results/finance-${width}.png`, fullPage: true })
    const total = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0, i = 0; y < total; y += height, i++) {
      const clip = { x: 0, y, width, height: Math.min(height, total - y) }
      await page.screenshot({ path: `test-results/finance-${width}-${i}.png`, fullPage: true, clip })
    }
  }
})

/** Fills a step's fields from the answers by their labels (selects by value), as a shopper would. */
async function fillStep(form: Locator, step: ApplicationStep, answers: Record<string, string>) {
  for (const spec of visibleFields(step, { [step]: answers })) {
    const value = answers[spec.name] ?? ''
    const field = form.getByLabel(spec.label)
    if (spec.choices) await field.selectOption(value)
    else await field.fill(value)
  }
}

test('the finance application on /finance-pre-approval: every step, an error, resumed by its link, sent as a finance lead', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const body = APPLICATION_STEPS_BODY
  await page.goto(site(SCAG, '/finance-pre-approval'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance pre-approval')
  const app = page.getByTestId('finance-application')
  const form = app.locator('form')
  const progress = app.getByTestId('finance-application-progress')
  const summary = app.getByRole('alert')
  await expect(progress).toHaveText('Step 1 of 5')
  await expect(app.getByRole('listitem').filter({ hasText: 'About you' })).toHaveAttribute('aria-current', 'step')
  await expect(form.getByLabel('Date of birth')).toHaveAttribute('type', 'date')

  // Refused at the step: the summary takes focus and says why, in the schema's words.
  await fillStep(form, 'personal', { ...body.personal, date_of_birth: bornYearsAgo(17) })
  await app.getByRole('button', { name: 'Continue' }).click()
  await expect(summary).toBeFocused()
  await expect(summary).toContainText(DOB_MESSAGES.tooYoung)
  await expect(app.getByTestId('finance-resume-link')).toHaveCount(0) // nothing saved yet
  await form.getByLabel('Date of birth').fill(body.personal.date_of_birth)
  await app.getByRole('button', { name: 'Continue' }).click()

  await expect(app.getByRole('heading', { name: 'Your work' })).toBeFocused()
  await expect(progress).toHaveText('Step 2 of 5')
  const link = app.getByTestId('finance-resume-link')
  await expect(link).toContainText('/finance-pre-approval?resume=')
  await expect(page).toHaveURL(/\/finance-pre-approval\?resume=/) // a reload opens the draft too
  await expect(app).toContainText(RESUME_NOTE)
  await fillStep(form, 'employment', body.employment)
  await app.getByRole('button', { name: 'Continue' }).click()
  await expect(app.getByRole('heading', { name: 'Income and expenses' })).toBeFocused()
  await expect(form.getByLabel('Income after tax')).toHaveAttribute('inputmode', 'decimal')
  await fillStep(form, 'money', body.money)
  await app.getByRole('button', { name: 'Continue' }).click()
  await expect(app.getByRole('heading', { name: 'The car' })).toBeFocused()

  // The link opens the saved answers at the first step not done, the earlier ones kept.
  const resume = (await link.getAttribute('href'))!
  await page.goto(site(SCAG, resume))
  await expect(app.getByRole('heading', { name: 'The car' })).toBeFocused()
  await expect(progress).toHaveText('Step 4 of 5')
  await app.getByRole('button', { name: 'Back' }).click()
  await expect(form.getByLabel('Income after tax')).toHaveValue('6500')
  await expect(form.getByLabel('Living expenses')).toHaveValue('1500')
  await app.getByRole('button', { name: 'Continue' }).click()
  await fillStep(form, 'car', body.car)
  await app.getByRole('button', { name: 'Continue' }).click()

  await expect(app.getByRole('heading', { name: 'Review & send' })).toBeFocused()
  await expect(progress).toHaveText('Step 5 of 5')
  await expect(app).toContainText('Tia')
  await expect(app).toContainText('$6,500')
  await expect(app).toContainText('A small SUV, about 2021')
  // An edit goes to its step, and Continue comes back to the review.
  await app.getByRole('button', { name: 'Edit About you' }).click()
  await expect(app.getByRole('heading', { name: 'About you' })).toBeFocused()
  await expect(form.getByLabel('First name')).toHaveValue('Tia')
  await app.getByRole('button', { name: 'Continue' }).click()
  await expect(app.getByRole('heading', { name: 'Review & send' })).toBeFocused()

  await form.getByLabel('Preferred dealership').selectOption({ index: 1 }) // a group, and no car of its stock chosen
  await app.getByRole('button', { name: 'Send application' }).click()
  await expect(summary).toContainText(CONSENT_MESSAGE)
  await form.getByRole('checkbox', { name: /finance partners contacting me/ }).check()
  await app.getByRole('button', { name: 'Send application' }).click()
  await expect(page).toHaveURL(/\/success\?form=finance-application&ref=[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your finance application is in')
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event_id?: number }[] }).dataLayer.map((e) => e.event_id))
  expect(events).toContain(leadEventId('finance', null))

  // Sent: the link no longer opens the answers.
  await page.goto(site(SCAG, resume))
  await expect(app).toContainText('already been sent')
  await expect(progress).toHaveText('Step 1 of 5')
})

test('opened from a car (?car_id=), the car step starts with that car and its price; the shopper may name another', async ({
  page,
  request,
}) => {
  await page.goto(site(SCAG, '/search'))
  const slug = (await page.locator('a[href^="/cars/"]').first().getAttribute('href'))!.split('/').pop()!
  // The first three steps saved as the form saves them; the link then opens at the car.
  const { personal, employment, money } = APPLICATION_STEPS_BODY
  const saved = await request.post(`http://127.0.0.1:${PORT}/api/finance-application`, {
    headers: { host: `${SCAG}:${PORT}` },
    data: { personal, employment, money },
  })
  expect(saved.status()).toBe(200)
  const { token } = (await saved.json()) as { token: string }
  await page.goto(site(SCAG, `/finance-pre-approval?car_id=${slug}&resume=${encodeURIComponent(token)}`))
  const app = page.getByTestId('finance-application')
  await expect(app.getByRole('heading', { name: 'The car' })).toBeFocused()
  await expect(app.getByRole('button', { name: 'Choose a different car' })).toBeVisible()
  await expect(app.getByLabel('Purchase price')).toHaveValue(/^\d+$/)
  await expect(app.getByLabel('The car you are after')).toHaveCount(0)
  await app.getByRole('button', { name: 'Choose a different car' }).click()
  await expect(app.getByLabel('The car you are after')).toBeVisible()
})
