// Shopper sign-in and the watchlist in Chromium against the production build: the
// code is read from the demo's SMS outbox, as someone trying the demo would.
import { expect, test } from '@playwright/test'
import { HCM, RCC, SCAG, site } from './helpers'
import { codeFor, mobile, seriousViolations, signIn, spaced } from './shopper-helpers'

test('one heart: a car saved signed out moves to My Garage at sign-in; signed in, the heart saves there with toasts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // Who is signed in is asked of the server only on a visit that carries a shopper session.
  const askedWhoIsIn: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/account/me') askedWhoIsIn.push(page.url())
  })
  await page.goto(site(HCM, '/search/used-cars'))
  const card = page.getByTestId('car-card').first()
  const heading = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim()
  // The card's only actions: the heart and one button.
  await expect(card.getByRole('button')).toHaveCount(1)
  await expect(card.locator('a.btn')).toHaveCount(1)
  const save = card.getByTestId('favourite-button')
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('favourites-link')).toHaveAccessibleName('Favourites (1)')
  expect(askedWhoIsIn).toEqual([])

  await page.getByTestId('my-garage-link').click()
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
  expect(await seriousViolations(page)).toEqual([])
  // A landline is refused, and the refusal is announced.
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('02 9555 0123')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter an Australian mobile number, like 0412 345 678.')
  await page.screenshot({ path: 'test-results/sign-in-phone.png' })

  const phone = mobile(1)
  await signIn(page, phone)
  await expect(page).toHaveURL(site(HCM, '/my-garage'))
  await expect(page.locator('#watchlist').getByRole('article', { name: heading })).toBeVisible()
  // Moved, not copied: the browser no longer keeps it.
  expect(await page.evaluate(() => window.localStorage.getItem('favourites'))).toBeNull()

  await page.goto(site(HCM, '/search/used-cars'))
  const again = page.getByTestId('car-card').first().getByTestId('favourite-button')
  await expect(again).toHaveAttribute('aria-pressed', 'true')
  expect(askedWhoIsIn).toContain(site(HCM, '/search/used-cars'))
  await expect(page.getByTestId('favourites-link')).toHaveAttribute('href', '/my-garage#watchlist')

  await again.click()
  await expect(again).toHaveAttribute('aria-pressed', 'false')
  const toast = page.getByTestId('watchlist-toast')
  await expect(toast).toContainText('Car Removed')
  await again.click()
  await expect(again).toHaveAttribute('aria-pressed', 'true')
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText('Car Saved In Watchlist')
  await page.screenshot({ path: 'test-results/watchlist-toast.png' })
  await toast.getByRole('link', { name: 'View List' }).click()

  await expect(page).toHaveURL(site(HCM, '/my-garage'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage')
  await expect(page.getByText(`Signed in as ${spaced(phone)}`)).toBeVisible()
  await expect(page.locator('#watchlist').getByRole('article', { name: heading })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/my-garage.png', fullPage: true })

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(site(HCM, '/'))
  await page.goto(site(HCM, '/my-garage'))
  await expect(page).toHaveURL(site(HCM, '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F'))
})

test('a wrong code is announced with the tries left; the right one then signs in to My Garage; the account can be deleted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(site(HCM, '/'))
  await page.getByTestId('my-garage-link').click()
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
  const phone = mobile(2)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = await codeFor(phone)
  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByRole('textbox', { name: '6-digit code' }).pressSequentially(wrong)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('That code is not right. You have 4 tries left.')
  // Pressing Sign in again with the same code spends no try: the next wrong code leaves 3, not 2.
  await page.getByRole('button', { name: 'Sign in' }).click()
  const other = wrong === '000000' ? '222222' : '999999'
  await page.getByRole('textbox', { name: '6-digit code' }).clear()
  await page.getByRole('textbox', { name: '6-digit code' }).pressSequentially(other === code ? '333333' : other)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('That code is not right. You have 3 tries left.')
  await expect(page.getByRole('textbox', { name: '6-digit code' })).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: 'test-results/sign-in-wrong-code.png' })
  await page.getByRole('textbox', { name: '6-digit code' }).clear()
  await page.getByRole('textbox', { name: '6-digit code' }).pressSequentially(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(site(HCM, '/my-garage'))
  await expect(page.getByText('No saved cars yet.')).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(site(HCM, '/'))
  await page.goto(site(HCM, '/my-garage'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/)
})

test('an open redirect is refused: an outside address goes to My Garage instead', async ({ page }) => {
  await page.goto(site(HCM, '/sign-in?type=watchlist&redirect=//evil.example/x&back=https://evil.example'))
  await expect(page.getByRole('link', { name: '← Go back' })).toHaveAttribute('href', '/')
  await signIn(page, mobile(3))
  await expect(page).toHaveURL(site(HCM, '/my-garage'))
})

test('a number typed before the sign-in page has hydrated is kept and the code is sent to it', async ({ page }) => {
  // The page's scripts are held until the number is in the field, as on a slow phone where the
  // shopper types before hydration (the field was controlled, and the first re-render wiped it).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue()
  })
  // Not 'load': that waits for the held scripts.
  await page.goto(site(HCM, '/sign-in'), { waitUntil: 'domcontentloaded' })
  const phone = mobile(5)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled()
  release()
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = page.getByRole('textbox', { name: '6-digit code' })
  await expect(code).toBeFocused()
  await code.fill(await codeFor(phone))
  await expect(page).toHaveURL(site(HCM, '/my-garage'))
})

test('a site without shopper accounts or favourites has no sign-in, no My Garage and no heart', async ({ page }) => {
  expect((await page.goto(site(RCC, '/sign-in')))?.status()).toBe(404)
  expect((await page.goto(site(RCC, '/my-garage')))?.status()).toBe(404)
  await page.goto(site(RCC, '/search'))
  await expect(page.getByTestId('car-card').first()).toBeVisible()
  await expect(page.getByTestId('favourite-button')).toHaveCount(0)
})

test('gated finance and trade-in: the shopper signs in first and comes back to the car’s finance page; then trade-in goes straight through', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // A car that can be bought (its card's button reserves it); Get Finance is on its page.
  await page.goto(site(SCAG, '/search'))
  const reserve = (await page.getByTestId('card-reserve').first().getAttribute('href'))!
  await page.goto(site(SCAG, `/cars/${reserve.split('/')[2]}`))
  const finance = page.getByRole('complementary', { name: 'Price and actions' }).locator('a[href^="/personalised/finance?car_id="]')
  const href = (await finance.getAttribute('href'))!
  const slug = decodeURIComponent(href.split('car_id=')[1])
  await finance.click()
  await expect(page).toHaveURL(/\/sign-in\?type=finance&/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(href)
  expect(new URL(page.url()).searchParams.get('back')).toBe(`/cars/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in for your personalised finance')
  const phone = mobile(4)
  await signIn(page, phone)

  await expect(page).toHaveURL(site(SCAG, href))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your finance for this car')
  await expect(page.getByRole('link', { name: /Back to the car/ })).toHaveAttribute('href', `/cars/${slug}`)
  await expect(page.getByRole('heading', { name: 'Finance Calculator' })).toBeVisible()
  await expect(page.getByTestId('lead-form-finance')).toBeVisible()
  // The verified number starts in the form's phone field.
  await expect(page.getByTestId('lead-form-finance').getByRole('textbox', { name: 'Phone' })).toHaveValue(spaced(phone))
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/personalised-finance.png', fullPage: true })

  // Signed in, the gated trade-in page opens at once; a stranger is sent to sign in first.
  await page.goto(site(SCAG, `/cars/trade-in?car_id=${slug}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade in towards this car')
  const stranger = await browser.newPage()
  await stranger.goto(site(SCAG, `/cars/trade-in?car_id=${slug}`))
  await expect(stranger).toHaveURL(/\/sign-in\?type=trade-in&/)
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Sign in to value your trade-in')
  await stranger.close()
})
