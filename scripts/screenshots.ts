/**
 * `npx tsx scripts/screenshots.ts [baseUrlPort] [paths...]`: full-page screenshots of the demo
 * sites at desktop and mobile widths into screenshots/ (git-ignored), for looking at the result.
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/helpers/chromium'

const port = process.argv[2] ?? '3000'
const hosts = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['harbour-city-motors.localhost', 'southern-cross-auto-group.localhost', 'red-centre-caravans.localhost']

async function main() {
  mkdirSync('screenshots', { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  for (const target of hosts) {
    const [host, ...rest] = target.split('/')
    for (const [name, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      const page = await browser.newPage({ viewport })
      await page.goto(`http://${host}:${port}/${rest.join('/')}`, { waitUntil: 'networkidle' })
      const file = `screenshots/${target.replace(/[/.]/g, '_')}-${name}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await page.close()
    }
  }
  await browser.close()
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
