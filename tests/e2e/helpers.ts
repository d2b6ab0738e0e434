export const PORT = process.env.E2E_PORT ?? '3100'
export const site = (host: string, path = '/') => `http://${host}:${PORT}${path}`
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-dealer-2026'
export const HCM = 'harbour-city-motors.localhost'
export const SCAG = 'southern-cross-auto-group.localhost'
export const RCC = 'red-centre-caravans.localhost'

type Page = import('@playwright/test').Page

/** The scripts the page asks for, as they are asked for (islands: what loads, and when). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return scripts
}

/**
 * Holds the page's scripts (not its styles) until the returned function is called, so a test
 * acts on the server's HTML before anything runs.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      await held
      await route.continue()
    },
  )
  return release
}
