// Every page type of every demo site is valid HTML as html-validate's standard rules judge it
// (its correctness rules, not its style opinions): no duplicate ids, no aria-label where no role
// takes one, no <div> in a <label>, no <style> outside <head>, no empty form action.
import { expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { COASTLINE, HCM, PORT, RCC, SCAG, pageTypes, site } from './helpers'

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

/** Content pages every demo site publishes, and the pages its forms lead to. */
const CONTENT_PAGES = [
  '/contact',
  '/about-us',
  '/finance',
  '/trade-in',
  '/sell-my-car',
  '/finance-pre-approval',
  '/success?form=enquiry',
  '/success?form=finance-application',
]

for (const host of [HCM, SCAG, RCC, COASTLINE]) {
  test(`${host.split('.')[0]}: every page type is valid HTML`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(site(host, '/locations'))
    const location = await page.locator('main a[href^="/locations/"]').first().getAttribute('href')
    await page.goto(site(host, '/blog'))
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href')
    const paths = [...(await pageTypes(page, host)), ...CONTENT_PAGES, location, post].filter((path): path is string => !!path)
    expect(paths.length).toBeGreaterThan(CONTENT_PAGES.length + 10)

    const problems: string[] = []
    let checked = 0
    for (const path of paths) {
      // Node resolves no *.localhost name: the server is asked directly, for the site's host.
      const response = await page.request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host }, maxRedirects: 5 })
      const html = await response.text()
      // Next answers a page that ends in notFound() with an empty shell the browser fills in
      // (vercel/next.js#62228): there is no page of ours in it to judge.
      if (response.status() === 404 && html.includes('id="__next_error__"')) continue
      checked += 1
      const report = await validator.validateString(html)
      for (const message of report.results.flatMap((result) => result.messages)) {
        problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`)
      }
    }
    expect(checked).toBeGreaterThan(CONTENT_PAGES.length + 5)
    expect(problems).toEqual([])
  })
}
