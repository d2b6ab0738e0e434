// Recently viewed (issue 13; spec 2 §3 Viewed car record): the cars a shopper opened, kept in the
// browser, offered back on the next car page and on the home page; nothing shows on a first visit.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { HCM, SCAG, site } from './helpers'

async function carLinks(page: import('@playwright/test').Page, count: number) {
  await page.goto(site(HCM, '/search/used-cars'))
  const links = page.getByTestId('car-card').getByRole('heading', { level: 3 }).getByRole('link')
  await expect(links.nth(count - 1)).toBeVisible()
  const out: { name: string; href: string }[] = []
  for (let i = 0; i < count; i++) {
    out.push({ name: ((await links.nth(i).textContent()) ?? '').trim(), href: (await links.nth(i).getAttribute('href'))! })
  }
  return out
}

test('cars a shopper opened come back on the next car page and the home page, newest first, until cleared', async ({ page }) => {
  const [first, second, third] = await carLinks(page, 3)
  await page.goto(site(HCM, first.href))
  // A first car page has nothing to offer back yet.
  await expect(page.locator('#similar-cars-heading')).toBeVisible()
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)

  await page.goto(site(HCM, second.href))
  const strip = page.getByTestId('recently-viewed')
  await expect(strip.getByRole('heading', { name: 'Recently viewed' })).toBeVisible()
  await expect(strip.getByRole('link')).toHaveCount(1)
  await expect(strip.getByRole('link')).toHaveAttribute('href', first.href)

  await page.goto(site(HCM, third.href))
  await expect(page.getByTestId('recently-viewed').getByRole('link')).toHaveText(
    [second.name, first.name].map((n) => new RegExp(n.split(' ').slice(0, 3).join(' '))),
  )

  await page.goto(site(HCM, '/'))
  const home = page.getByTestId('recently-viewed')
  await expect(home.getByRole('link')).toHaveCount(3)
  await expect(home.getByRole('link').first()).toHaveAttribute('href', third.href)
  const violations = (await new AxeBuilder({ page }).include('[data-testid="recently-viewed"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(violations.map((v) => v.id)).toEqual([])
  await home.screenshot({ path: 'test-results/recently-viewed-home.png' })

  // Another dealer's site keeps its own list.
  await page.goto(site(SCAG, '/'))
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)

  await page.goto(site(HCM, '/'))
  await page.getByTestId('recently-viewed').getByRole('button', { name: /Clear/ }).click()
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
})
