// Reserve a car online in Chromium with the demo payment provider's own page: the dealer's
// checkout has no card field; a declined card is said on the payment page; leaving that page
// frees the car; paying reserves it; the search page then shows it reserved and a second shopper
// cannot reserve it.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { HCM, SCAG, site } from './helpers'
import { mobile, seriousViolations, signIn, spaced } from './shopper-helpers'

test('a shopper reserves a car on the demo payment page; the search page shows it reserved; a second shopper cannot reserve it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site(HCM, '/search/used-cars'))
  const reserve = page.locator('a[href$="/checkout"]').first()
  const href = (await reserve.getAttribute('href'))!
  const carPath = href.replace(/\/checkout$/, '')
  await reserve.click()
  await expect(page).toHaveURL(site(HCM, href))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve this car')
  await expect(page.getByText('We hold the car for you for 48 hours with a $200 deposit, 100% refundable.')).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  // No card field anywhere on the dealer's checkout.
  await expect(page.locator('input[autocomplete^="cc-"], input[name*="card"]')).toHaveCount(0)
  await expect(page.getByTestId('demo-payments')).toBeVisible()
  const details = async () => {
    await page.getByRole('textbox', { name: 'First name' }).fill('Ann')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lee')
    await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.com')
    await page.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
    await page.getByRole('textbox', { name: 'Postcode' }).fill('2000')
    await page.getByRole('button', { name: 'Continue to pay the $200 deposit' }).click()
    await expect(page).toHaveURL(/\/api\/reserve\/demo-payment\?session=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay Harbour City Motors')
  }
  await details()
  await expect(page.getByText('$200.00', { exact: true })).toBeVisible()
  await expect(page.locator('input:not([type="hidden"])')).toHaveCount(0)
  // The provider's own page meets the same accessibility bar as the dealer's pages.
  const payment = await new AxeBuilder({ page }).analyze()
  expect(payment.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await page.getByRole('button', { name: 'Try a declined card' }).click()
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Nothing has been charged. Try again, or go back to the dealer.')
  await page.screenshot({ path: 'test-results/demo-payment-declined.png', fullPage: true })

  // Leaving the payment page lets the car go; the checkout says nothing was charged.
  await page.getByRole('link', { name: 'Cancel and go back to Harbour City Motors' }).click()
  await expect(page).toHaveURL(site(HCM, `${href}?cancelled=1`))
  await expect(page.getByTestId('payment-cancelled')).toBeVisible()

  await details()
  await page.getByRole('button', { name: 'Pay $200.00' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')
  await expect(page.getByTestId('reservation-confirmed')).toContainText('Your $200 deposit is paid and 100% refundable.')
  await page.screenshot({ path: 'test-results/checkout-confirmed.png', fullPage: true })

  await page.goto(site(HCM, '/search/used-cars'))
  const card = page.getByTestId('car-card').filter({ has: page.locator(`a[href="${carPath}"]`) })
  await expect(card).toContainText('RESERVED')
  await expect(card.locator('a[href$="/checkout"]')).toHaveCount(0)

  // The car's own page says so too, with the hold's end, and offers no Reserve Car Now.
  await page.goto(site(HCM, carPath))
  const sidebar = page.getByRole('complementary', { name: 'Price and actions' })
  await expect(sidebar.getByTestId('reserved-notice')).toHaveText(/^RESERVEDReserved until \w+day \d{1,2} \w+ at \d{1,2}:\d\d [ap]m$/)
  await expect(sidebar.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/vehicle-reserved.png' })

  const second = await browser.newPage()
  await second.goto(site(HCM, href))
  await expect(second.getByTestId('not-reservable')).toContainText('This car is reserved by another shopper at the moment.')
  await expect(second.getByRole('button', { name: /Continue to pay/ })).toHaveCount(0)
  await second.close()
})

test('a signed-in shopper reserves with their number filled in, and finds the reservation in My Garage', async ({ page }) => {
  const phone = mobile(9)
  await page.goto(site(HCM, '/my-garage'))
  await signIn(page, phone)
  await expect(page).toHaveURL(site(HCM, '/my-garage'))
  await page.goto(site(HCM, '/search/used-cars'))
  const reserve = page.locator('a[href$="/checkout"]').first()
  const href = (await reserve.getAttribute('href'))!
  await page.goto(site(HCM, href))
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(spaced(phone))
  await page.getByRole('textbox', { name: 'First name' }).fill('Bo')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Chen')
  await page.getByRole('textbox', { name: 'Email' }).fill('bo@example.com')
  await page.getByRole('textbox', { name: 'Postcode' }).fill('2150')
  await page.getByRole('button', { name: 'Continue to pay the $200 deposit' }).click()
  await page.getByRole('button', { name: 'Pay $200.00' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')
  await page.getByRole('link', { name: 'Go to My Garage' }).click()
  const mine = page.getByRole('region', { name: 'Your reservations' })
  await expect(mine.getByRole('listitem')).toHaveCount(1)
  await expect(mine.getByRole('listitem')).toContainText('Reserved until')
})

test('where reserving needs sign-in, a stranger at the checkout signs in first and comes back with the number filled in', async ({
  page,
}) => {
  await page.goto(site(SCAG, '/search'))
  const href = (await page.getByTestId('card-reserve').first().getAttribute('href'))!
  await page.goto(site(SCAG, href))
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to reserve this car')
  const phone = mobile(13)
  await signIn(page, phone)
  await expect(page).toHaveURL(site(SCAG, href))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve this car')
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(spaced(phone))
})

test('Online Purchase: from the car page, signed in, the shopper chooses finance, delivery and a trade-in, pays the deposit and sees the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(site(SCAG, '/search'))
  const reserveHref = (await page.getByTestId('card-reserve').nth(1).getAttribute('href'))!
  const slug = reserveHref.split('/')[2]
  await page.goto(site(SCAG, `/cars/${slug}`))
  await page.getByTestId('action-purchase').filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/sign-in\?type=purchase&/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to buy this car online')
  await signIn(page, mobile(17))
  await expect(page).toHaveURL(site(SCAG, `/checkout-journey?car_id=${slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy this car online')

  await page.getByRole('textbox', { name: 'First name' }).fill('Cam')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ross')
  await page.getByRole('textbox', { name: 'Email' }).fill('cam@example.com')
  await page.getByRole('textbox', { name: 'Postcode' }).fill('3000')
  // Sent without the choices: each group says what it needs.
  await page.getByRole('button', { name: /Continue to pay the/ }).click()
  await expect(page.getByRole('group', { name: 'How will you pay?' })).toContainText('Choose how you will pay.')
  await expect(page.getByRole('group', { name: 'Pick up or delivery?' })).toContainText('Choose pick up or delivery.')

  await page.getByRole('radio', { name: 'Car finance' }).check()
  await page.getByRole('radio', { name: 'Deliver to my address' }).check()
  await page.getByRole('checkbox', { name: 'I have a car to trade in' }).check()
  await page.getByRole('textbox', { name: 'Trade-in make' }).fill('Mazda')
  await page.getByRole('textbox', { name: 'Trade-in model' }).fill('CX-5')
  await page.getByRole('textbox', { name: 'Trade-in year' }).fill('2017')
  await page.getByRole('textbox', { name: 'Trade-in kilometres' }).fill('98000')
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/online-purchase.png', fullPage: true })
  await page.getByRole('button', { name: /Continue to pay the/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay Southern Cross Auto Group')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')
  await expect(page.getByTestId('purchase-summary')).toHaveText(
    'Your order: Paying by: Car finance. Trade-in: 2017 Mazda CX-5, 98,000 km. Handover: Deliver to my address.',
  )
})
