// Layout at every width a shopper brings: no page of any demo site scrolls sideways from a small
// phone (320 px) to a wide desktop (1920 px), and a menu wider than the header gives way to the
// menu button instead of wrapping its labels or pushing the page wide.
import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, HCM, RCC, SCAG, pageTypes, site } from './helpers'

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1440, 1920]

/** How far the page is wider than the window, and the widest elements that stick out. */
const overflowOf = (page: Page) =>
  page.evaluate(async () => {
    // Two frames: the layout of the new width, then anything that reacted to it (the menu's fit).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const doc = document.documentElement
    const over = doc.scrollWidth - doc.clientWidth
    if (over <= 0) return { over, culprits: [] as string[] }
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)}`)
    return { over, culprits }
  })

for (const host of [HCM, SCAG, RCC]) {
  test(`${host.split('.')[0]}: no page scrolls sideways at ${WIDTHS[0]}–${WIDTHS.at(-1)} px`, async ({ page }) => {
    test.setTimeout(180_000)
    const wide: string[] = []
    for (const path of await pageTypes(page, host)) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(site(host, path))
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const { over, culprits } = await overflowOf(page)
        if (over > 0) wide.push(`${path} at ${width} px: ${over} px wider (${culprits.join(', ')})`)
      }
    }
    expect(wide).toEqual([])
  })
}

test('a menu wider than the header gives way to the menu button, which opens every item', async ({ page }) => {
  const login = await page.request.post('/api/users/login', { data: { email: 'editor@red-centre-caravans.test', password: DEMO_PASSWORD } })
  expect(login.status()).toBe(200)
  const headers = { authorization: `JWT ${(await login.json()).token}` }
  const found = await page.request.get('/api/navigation?depth=0&limit=1', { headers })
  expect(found.status()).toBe(200)
  const navigation = (await found.json()).docs[0] as { id: number; header: Record<string, unknown>[] }
  const original = navigation.header.map(({ id: _id, ...item }) => item)
  const long = [
    { label: 'Finance, insurance and extended warranty', kind: 'link', link: { type: 'custom', url: '/special-offers' } },
    { label: 'Caravan servicing and repairs', kind: 'link', link: { type: 'custom', url: '/locations' } },
  ]
  const save = (header: unknown[]) => page.request.patch(`/api/navigation/${navigation.id}`, { headers, data: { header } })
  expect((await save([...original, ...long])).status()).toBe(200)
  try {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(site(RCC, '/'))
    const row = page.locator('[data-header-row]')
    await expect(row).toHaveAttribute('data-menu', 'collapsed')
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden()
    expect((await overflowOf(page)).over).toBe(0)
    await page.screenshot({ path: 'test-results/header-collapsed.png', clip: { x: 0, y: 0, width: 1440, height: 160 } })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Caravan servicing and repairs' })).toBeVisible()
  } finally {
    expect((await save(original)).status()).toBe(200)
  }
  // Back to the menu it had: it fits, and shows.
  await page.goto(site(RCC, '/'))
  await expect(page.locator('[data-header-row]')).toHaveAttribute('data-menu', 'fits')
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible()
})
