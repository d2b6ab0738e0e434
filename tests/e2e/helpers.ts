import { expect } from '@playwright/test'

export const PORT = process.env.E2E_PORT ?? '3100'
export const site = (host: string, path = '/') => `http://${host}:${PORT}${path}`
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-dealer-2026'
export const HCM = 'harbour-city-motors.localhost'
export const SCAG = 'southern-cross-auto-group.localhost'
export const RCC = 'red-centre-caravans.localhost'
export const COASTLINE = 'coastline-motorcycles.localhost'

type Page = import('@playwright/test').Page
type BrowserContext = import('@playwright/test').BrowserContext
type Locator = import('@playwright/test').Locator

/**
 * Waits for the state a shopper who only looks reaches: the page has hydrated and gone idle (the
 * site layout marks the root element) and the network has been quiet for half a second. What has
 * not happened by then is not waiting on a timer of the page's own.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.locator('html[data-page-idle]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

/**
 * Waits for the browser's next idle period after a new frame: work a page schedules for when it is
 * idle (Next's link prefetches after a scroll) has been started by then.
 */
export async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))),
  )
}

/** Waits until no finite CSS transition or animation on the page is running (a bar that slides in). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
}

/**
 * Clicks a control at the foot of a list of cards as a person does: scrolled to first, then
 * clicked once it has stopped moving. Cards below the fold are laid out only as they come near
 * the viewport (`defer-render`), so in the frames after a jump to the page's foot the cards
 * above the control take their real heights and move it. Playwright waits for an element to stop
 * moving before it scrolls, not after: on a loaded machine its mousedown landed on the pagination
 * link and its mouseup, 70 ms later, on the results grid, which is no click at all.
 */
export async function clickWhenSettled(control: Locator): Promise<void> {
  await scrollToSettled(control)
  await control.click()
}

/** Scrolls a control into view and waits until it has stayed put for three looks 50 ms apart. */
export async function scrollToSettled(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  const position = async () => {
    const box = await control.boundingBox()
    return box ? `${box.x},${box.y}` : 'none'
  }
  let last = await position()
  let still = 0
  // Sampled on a timer, not on animation frames: it also serves pages with JavaScript off.
  await expect
    .poll(
      async () => {
        const now = await position()
        still = now === last ? still + 1 : 0
        last = now
        return still
      },
      { intervals: [50], timeout: 15_000, message: 'the control kept moving' },
    )
    .toBeGreaterThanOrEqual(3)
}

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

/**
 * Records every way into ICU the context's pages take (Intl's constructors and the locale-aware
 * methods): a page's first use sets up ICU's locale and zone data, 20-50 ms of main thread, so no
 * dealer page's script should make one while it loads (docs/performance.md). Read with intlUsed.
 */
export async function watchIntl(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const used: string[] = []
    Object.assign(window, { intlUsed: used })
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'RelativeTimeFormat', 'PluralRules', 'ListFormat'] as const) {
      const original = Intl[name] as unknown as (...args: unknown[]) => unknown
      const note = () => used.push(`Intl.${name}`)
      Object.assign(Intl, {
        [name]: new Proxy(original, {
          construct: (target, args) => (note(), Reflect.construct(target, args) as object),
          apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
        }),
      })
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ]
    for (const [prototype, name] of methods) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name]
      Object.assign(prototype, {
        [name](this: unknown, ...args: unknown[]) {
          used.push(name)
          return original.apply(this, args)
        },
      })
    }
  })
}

/** What the page used of Intl and the locale methods so far (watchIntl). */
export const intlUsed = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed)

/** Whether React hydrated this element (it carries a fiber): parts kept as the server's HTML do not. */
export const isHydrated = (part: Locator): Promise<boolean> =>
  part.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))

/**
 * Counts the renders React commits of each part the page keeps as the server sent it (KeptHtml,
 * an island not yet live: an element React leaves empty with suppressHydrationWarning), through a
 * stand-in for React DevTools' hook, which React calls after each commit. A render of a host
 * element gives it a new props object; the distinct ones each kept element had in the committed
 * tree are counted. Only the committed tree is read (from the root React passes): the page
 * hydrates in passes that a more urgent update can interrupt and start again, and a render that
 * is thrown away this way leaves its props on the elements without being committed. Read with
 * keptRenders.
 */
export async function watchKeptRenders(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Fiber = {
      type: unknown
      stateNode: unknown
      memoizedProps: { suppressHydrationWarning?: boolean; dangerouslySetInnerHTML?: { __html: string } } | null
      child: Fiber | null
      sibling: Fiber | null
    }
    const props = new Map<unknown, Set<unknown>>()
    const record = (_renderer: unknown, root: { current: Fiber }) => {
      const stack: Fiber[] = [root.current]
      while (stack.length > 0) {
        const fiber = stack.pop()!
        const own = fiber.memoizedProps
        if (fiber.type === 'div' && own?.suppressHydrationWarning && own.dangerouslySetInnerHTML?.__html === '') {
          if (!props.has(fiber.stateNode)) props.set(fiber.stateNode, new Set())
          props.get(fiber.stateNode)!.add(own)
        }
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child) stack.push(fiber.child)
      }
    }
    // React calls only the hook's functions that are there: injection, and the commit.
    Object.assign(window, {
      keptRenders: () => [...props.values()].map((seen) => seen.size),
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { supportsFiber: true, inject: () => 1, checkDCE: () => {}, onCommitFiberRoot: record },
    })
  })
}

/** For each kept part seen so far, how many renders React committed of it (watchKeptRenders). */
export const keptRenders = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { keptRenders: () => number[] }).keptRenders())

/**
 * Signs a staff member in with the demo password through the login API (the session cookie is the
 * page's context's), without loading the login page and the dashboard: a test goes on to the
 * admin page it needs, or calls REST with the token. The form itself is signInStaffWithForm.
 */
export async function signInStaff(page: Page, email: string): Promise<StaffLogin> {
  const response = await page.request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } })
  expect(response.status(), `signing in ${email}`).toBe(200)
  const { token, user } = (await response.json()) as StaffLogin
  return { token, user }
}

/** What the login API answers: the session's token (for REST calls as this user) and the user. */
type StaffLogin = { token: string; user: { tenants: { tenant: number | { id: number } }[] } }

/** Signs a staff member in on the admin's login form with the demo password; ends on the dashboard. */
export async function signInStaffWithForm(page: Page, email: string) {
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  const signedIn = /\/admin\/?$/
  // Payload's login form can still reset its fields after the page looks ready (under load the
  // e-mail can be gone by the time Login is pressed). The whole attempt is repeated until the
  // dashboard opens.
  await expect(async () => {
    if (signedIn.test(new URL(page.url()).pathname)) return
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD)
    await expect(page.locator('input[name="email"]')).toHaveValue(email, { timeout: 500 })
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(signedIn, { timeout: 10_000 })
  }).toPass({ timeout: 50_000 })
}

/** Every kind of page a site has: pages, listings, a car, its checkout, forms, the 404. */
export async function pageTypes(page: Page, host: string): Promise<string[]> {
  await page.goto(site(host, '/search'))
  const car = (await page.locator('a[href^="/cars/"]').first().getAttribute('href'))!
  return [
    '/',
    '/search',
    '/search/used-cars',
    car,
    `${car}/checkout`,
    '/special-offers',
    '/locations',
    '/dealer-locator',
    '/blog',
    '/compare',
    '/my-garage',
    '/sign-in',
    '/favourites',
    '/no-such-page',
  ]
}
