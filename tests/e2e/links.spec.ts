// Every link a shopper can follow on the demo dealers' main pages leads somewhere (the developers'
// guide: "every link you render must lead somewhere"; no default menu link may be a 404).
import http from 'node:http'
import { type Page, expect, test } from '@playwright/test'
import { HCM, PORT, RCC, SCAG, site } from './helpers'

/** Status of a path on a dealer host, following the site's own redirects (node cannot resolve *.localhost). */
function statusOf(host: string, path: string, hops = 0): Promise<{ status: number; path: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path, method: 'GET', headers: { host: `${host}:${PORT}` } }, (res) => {
      res.resume()
      const location = res.headers.location
      if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location && hops < 5) {
        const next = new URL(location, `http://${host}:${PORT}`)
        if (next.hostname !== host) return resolve({ status: res.statusCode, path })
        return resolve(statusOf(host, next.pathname + next.search, hops + 1))
      }
      resolve({ status: res.statusCode ?? 0, path })
    })
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout on ${path}`)))
    req.end()
  })
}

/** Same-site links on the page (paths with their query), without fragments or tel:/mailto:. */
async function internalLinks(page: Page, host: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href))
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.protocol === 'http:' && url.hostname === host)
    .map((url) => url.pathname + url.search)
  return [...new Set(paths)]
}

for (const host of [HCM, SCAG, RCC]) {
  test(`every internal link on ${host}'s main pages answers`, async ({ page }) => {
    test.setTimeout(240_000)
    const visited = new Set<string>()
    const links = new Set<string>()
    const start = ['/', '/search', '/dealerships', '/special-offers', '/contact', '/brands']
    for (const path of start) {
      await page.goto(site(host, path))
      visited.add(path)
      for (const link of await internalLinks(page, host)) links.add(link)
    }
    // One car page and one location page, found from the pages above.
    for (const prefix of ['/cars/', '/locations/']) {
      const path = [...links].find((l) => l.startsWith(prefix))
      expect(path, `a ${prefix} link on ${host}`).toBeTruthy()
      await page.goto(site(host, path!))
      for (const link of await internalLinks(page, host)) links.add(link)
    }
    const broken: string[] = []
    for (const link of links) {
      const { status } = await statusOf(host, link)
      if (status >= 400) broken.push(`${status} ${link}`)
    }
    console.log(`${host}: ${links.size} internal links checked from ${visited.size + 2} pages, ${broken.length} broken`)
    expect(broken).toEqual([])
  })
}
