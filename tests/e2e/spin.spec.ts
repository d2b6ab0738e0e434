// The vehicle page's 360° view (tabs Spin, Images and Interior; hotspots), in Chromium against the
// seeded demo sites: a few in-stock demo cars per dealer carry 36 drawn frames, an interior
// panorama and hotspots.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import { HCM, PORT, SCAG, site } from './helpers'

const ORIGIN = `http://127.0.0.1:${PORT}`
const FRAMES = /\/api\/inventory-images\/spin-/

/**
 * The path of a Harbour City car with a 360° view. The search record keeps spin_interior_image
 * (the frames list stays in the stored vehicle), and every demo car with a spin has one.
 */
async function spinCarPath(request: APIRequestContext, host = HCM): Promise<string> {
  const response = await request.post(`${ORIGIN}/api/search/1/indexes/*/queries`, {
    headers: { host, 'content-type': 'text/plain' },
    data: JSON.stringify({
      requests: [{ indexName: 'cars', hitsPerPage: 1000, filters: 'sold:false', attributesToRetrieve: ['path', 'spin_interior_image'] }],
    }),
  })
  expect(response.status()).toBe(200)
  const hits = ((await response.json()) as { results: { hits: { path: string; spin_interior_image?: string }[] }[] }).results[0].hits
  const car = hits.find((h) => h.spin_interior_image)
  expect(car, `the demo stock gives a few ${host} cars a 360° view`).toBeTruthy()
  return car!.path
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="vehicle-media"]').analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}

const spinSlider = (page: Page) => page.getByRole('slider', { name: /^360° view of / })

/** Opens the car with its frames held back until `release` is called. */
async function openHeld(page: Page, path: string) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(FRAMES, async (route) => {
    await gate
    await route.continue()
  })
  // Not 'load': the held frames would hold the load event too.
  await page.goto(site(HCM, path), { waitUntil: 'domcontentloaded' })
  return release
}

async function openReady(page: Page, path: string) {
  await page.goto(site(HCM, path))
  await expect(spinSlider(page)).toHaveAttribute('aria-disabled', 'false', { timeout: 30_000 })
}

test('the Spin tab opens first, shows its loading progress and is usable only once every frame is in', async ({ page, request }) => {
  const release = await openHeld(page, await spinCarPath(request))
  await expect(page.getByRole('tab', { name: 'Spin', exact: true })).toHaveAttribute('aria-selected', 'true')
  const progress = page.getByTestId('spin-progress')
  await expect(progress).toHaveText(/^Loading 360° view… \d+ of 36$/)
  const slider = spinSlider(page)
  await expect(slider).toHaveAttribute('aria-disabled', 'true')
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('data-frame', '0')

  release()
  await expect(progress).toBeHidden({ timeout: 30_000 })
  await expect(slider).toHaveAttribute('aria-disabled', 'false')
  await expect(slider).toHaveAttribute('aria-valuetext', '0°, frame 1 of 36')
})

test('arrow keys and a drag turn the car; the frame wraps both ways', async ({ page, request }) => {
  await openReady(page, await spinCarPath(request))
  const slider = spinSlider(page)
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('data-frame', '1')
  await expect(slider.locator('img')).toHaveAttribute('src', /\/spin-[a-z]+-[a-z]+-1\.png$/)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(slider).toHaveAttribute('data-frame', '35')

  // 20 px per frame; 100 px to the right is five frames on, past the last one.
  const box = (await slider.boundingBox())!
  const y = box.y + box.height * 0.3
  await page.mouse.move(box.x + box.width * 0.3, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.3 + 100, y, { steps: 10 })
  await page.mouse.up()
  await expect(slider).toHaveAttribute('data-frame', '4')
})

test('Auto-rotate is off until pressed, then turns the car until pressed again', async ({ page, request }) => {
  // The page's clock is moved on by hand to see that nothing turns on its own.
  await page.clock.install()
  await openReady(page, await spinCarPath(request))
  const slider = spinSlider(page)
  const auto = page.getByRole('button', { name: 'Auto-rotate' })
  await expect(auto).toHaveAttribute('aria-pressed', 'false')
  await page.clock.runFor(1_000)
  await expect(slider).toHaveAttribute('data-frame', '0')
  await auto.click()
  await expect(auto).toHaveAttribute('aria-pressed', 'true')
  await expect(slider).not.toHaveAttribute('data-frame', '0')
  await auto.click()
  await expect(auto).toHaveAttribute('aria-pressed', 'false')
  const stopped = await slider.getAttribute('data-frame')
  await page.clock.runFor(1_000)
  await expect(slider).toHaveAttribute('data-frame', stopped!)
})

test('a hotspot is reached with Tab, opens its description, and Escape closes it', async ({ page, request }) => {
  await openReady(page, await spinCarPath(request))
  await spinSlider(page).focus()
  await page.keyboard.press('Tab')
  const wheels = page.getByRole('button', { name: 'Alloy wheels' })
  await expect(wheels).toBeFocused()
  await expect(wheels).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(wheels).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Alloy wheels: machined alloys with a full-size spare.')).toBeVisible()
  await expect(wheels).toHaveAccessibleDescription(/machined alloys/)
  await page.keyboard.press('Escape')
  await expect(wheels).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText('Alloy wheels: machined alloys')).toBeHidden()
  await expect(wheels).toBeFocused()
})

test('Fullscreen opens; Escape closes it and focus returns to the button', async ({ page, request }) => {
  await openReady(page, await spinCarPath(request))
  const spinner = page.getByTestId('spinner')
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click()
  await expect(spinner).toHaveAttribute('data-fullscreen', 'true')
  await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(spinner).toHaveAttribute('data-fullscreen', 'false')
  await expect(page.getByRole('button', { name: 'Fullscreen', exact: true })).toBeFocused()

  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click()
  await expect(spinner).toHaveAttribute('data-fullscreen', 'true')
  await page.getByRole('button', { name: 'Exit fullscreen' }).click()
  await expect(spinner).toHaveAttribute('data-fullscreen', 'false')
  await expect(page.getByRole('button', { name: 'Fullscreen', exact: true })).toBeFocused()
})

test('the tabs switch with the arrow keys: Images shows the gallery, Interior pans and has its hotspot', async ({ page, request }) => {
  await openReady(page, await spinCarPath(request))
  const spin = page.getByRole('tab', { name: 'Spin', exact: true })
  const images = page.getByRole('tab', { name: 'Images' })
  const interiorTab = page.getByRole('tab', { name: 'Interior' })
  await spin.focus()
  await page.keyboard.press('ArrowRight')
  await expect(images).toBeFocused()
  await expect(images).toHaveAttribute('aria-selected', 'true')
  await expect(spin).toHaveAttribute('aria-selected', 'false')
  await expect(page.getByRole('region', { name: /^Photos of / })).toBeVisible()
  await expect(page.getByTestId('spinner')).toBeHidden()

  await page.keyboard.press('ArrowRight')
  await expect(interiorTab).toHaveAttribute('aria-selected', 'true')
  const interior = page.getByRole('slider', { name: /^Interior of / })
  await expect(interior).toHaveAttribute('aria-valuetext', 'Looking ahead')
  await expect(page.getByRole('button', { name: 'Touchscreen' })).toBeVisible()
  await interior.focus()
  await page.keyboard.press('ArrowRight')
  await expect(interior).toHaveAttribute('data-pan', '55')
  const box = (await interior.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.8)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.8, { steps: 8 })
  await page.mouse.up()
  await expect(interior).not.toHaveAttribute('data-pan', '55')

  await interiorTab.focus()
  await page.keyboard.press('Home')
  await expect(spin).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('spinner')).toBeVisible()
})

test('when no frame loads, the failures are logged and the Images tab opens instead', async ({ page, request }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('360° view')) warnings.push(message.text())
  })
  await page.route(FRAMES, (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.goto(site(HCM, await spinCarPath(request)))
  await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 })
  await expect(page.getByRole('tab', { name: 'Spin', exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: /^Photos of / })).toBeVisible()
  expect(warnings.length).toBe(36)
})

test('the spinner, its hotspot popover and the interior pass axe', async ({ page, request }) => {
  await openReady(page, await spinCarPath(request))
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: 'Alloy wheels' }).click()
  expect(await axe(page)).toEqual([])
  await page.getByRole('tab', { name: 'Interior' }).click()
  await expect(page.getByRole('slider', { name: /^Interior of / })).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('a site with "Photos open before the 360° spin" opens the Images tab; Spin is one arrow key away', async ({ page, request }) => {
  // Southern Cross has the galleryFirst switch on.
  await page.goto(site(SCAG, await spinCarPath(request, SCAG)))
  const images = page.getByRole('tab', { name: 'Images' })
  await expect(images).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('region', { name: /^Photos of / })).toBeVisible()
  await expect(page.getByTestId('spinner')).toHaveCount(0)
  await images.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Spin', exact: true })).toHaveAttribute('aria-selected', 'true')
  await expect(spinSlider(page)).toHaveAttribute('aria-disabled', 'false', { timeout: 30_000 })
})
