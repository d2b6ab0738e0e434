import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEMO_PASSWORD, signInStaff } from './helpers'

/**
 * A stock file that would sell most of a dealership's cars is held, and the Stock
 * feeds view shows staff why, with the rejected rows, until they confirm it. A dealership of
 * its own so the demo dealers' stock, which other specs read, is untouched.
 */
const DEALERSHIP = 'e2e-feed-motors'
const ADMIN = 'admin@dealer-platform.test'

const cars = Array.from({ length: 10 }, (_, i) => ({
  id: `e2e-${i}`,
  year: 2021,
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  status: 'in_stock',
  price: 30_000 + i,
}))

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: ADMIN, password: DEMO_PASSWORD } })
  expect(res.ok()).toBe(true)
  return (await res.json()).token
}

test('a held feed is explained in the admin and confirmed there', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await staffToken(request)}` }
  const created = await request.post('/api/tenants', {
    headers: auth,
    data: {
      name: 'E2E Feed Motors',
      slug: 'e2e-feed-site',
      domains: [{ domain: 'e2e-feed-site.localhost' }],
      inventory: { dealerships: [DEALERSHIP] },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { key } = await (await request.post(`/api/feeds/${DEALERSHIP}/key`, { headers: auth })).json()
  const upload = (rows: unknown[]) => request.post(`/api/feeds/${DEALERSHIP}`, { headers: { Authorization: `Bearer ${key}` }, data: rows })
  expect((await upload(cars)).status()).toBe(200)
  // A truncated file: one good row, one with a bad price (its car is kept), eight cars missing.
  const held = await upload([cars[0], { ...cars[1], price: 'POA' }])
  expect(held.status()).toBe(202)
  expect(await held.json()).toMatchObject({ held: 8, sold: 0, kept: 1, rejected: 1 })

  await signInStaff(page, ADMIN)
  await page.goto('/admin/stock-feeds', { waitUntil: 'networkidle' })
  const feed = page.getByTestId(`feed-${DEALERSHIP}`)
  const notice = feed.getByRole('region', { name: `Held feed run of ${DEALERSHIP}` })
  await expect(notice).toContainText(
    'Sales held: it would mark 8 of 10 available cars sold (more than 20%), and 1 of its 2 rows were rejected',
  )
  await feed.getByText('1 rejected row (1 of their cars kept as they were)').click()
  await expect(feed.getByRole('row', { name: /2 price must be a number/ })).toBeVisible()
  await notice.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/feeds-held.png', fullPage: false })

  page.once('dialog', (dialog) => void dialog.accept())
  await notice.getByRole('button', { name: 'Confirm: mark 8 cars sold' }).click()
  await expect(feed.getByRole('region', { name: `Held feed run of ${DEALERSHIP}` })).toHaveCount(0)
  await expect(feed.getByRole('row', { name: new RegExp(`Sales confirmed by ${ADMIN}`) })).toContainText('8')
  await page.screenshot({ path: 'test-results/feeds-confirmed.png', fullPage: false })
})
