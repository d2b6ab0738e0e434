import { describe, expect, test } from 'vitest'
import { EARLY_CLICKS_SCRIPT, ISLAND_LISTENING_ATTRIBUTE, pressUnderWay, takeEarlyClicks } from './early-clicks'
import { RELEASE_WITHOUT_CLICK_MS } from './press-gate'

/** A button as the inline script sees it: what `closest` finds above it, and React's props once hydrated. */
function button(
  options: { type?: string; form?: object | null; disabled?: boolean; hydrated?: boolean; inListeningIsland?: boolean } = {},
) {
  const b: Record<string, unknown> = {
    type: options.type ?? 'button',
    form: options.form ?? null,
    disabled: options.disabled ?? false,
    isConnected: true,
    closest: (selector: string) => {
      if (selector === 'button') return b
      if (selector === `[${ISLAND_LISTENING_ATTRIBUTE}]`) return options.inListeningIsland ? {} : null
      return null
    },
  }
  if (options.hydrated) b['__reactProps$abc'] = {}
  return b
}

type Listener = (event: { target: unknown; key?: string; repeat?: boolean }) => void

/**
 * Runs the inline script against a window of our own. `click` dispatches as the browser does:
 * the capture listeners, then (unless React stopped the event) the bubble ones, then the timers.
 */
function page() {
  const capture: Listener[] = []
  const bubble: Listener[] = []
  const others = new Map<string, Listener[]>()
  let timers: { run: () => void; at: number }[] = []
  let now = 0
  const win: { __earlyClicks?: unknown[]; __earlyPress?: { target: unknown; by: 'pointer' | 'key'; released: boolean } | null } = {}
  // The script is ours, run as the browser would, with a window, its listeners and timers of our own.
  new Function('window', 'addEventListener', 'setTimeout', EARLY_CLICKS_SCRIPT)(
    win,
    (type: string, listener: Listener, useCapture?: boolean) => {
      if (type === 'click') (useCapture ? capture : bubble).push(listener)
      else others.set(type, [...(others.get(type) ?? []), listener])
    },
    (run: () => void, ms = 0) => timers.push({ run, at: now + ms }),
  )
  /** Lets `ms` pass: the timers due by then run. */
  const advance = (ms: number) => {
    now += ms
    const due = timers.filter((t) => t.at <= now)
    timers = timers.filter((t) => t.at > now)
    due.forEach((t) => t.run())
  }
  /** Dispatches a click, then the task after it. */
  const click = (target: unknown, options: { stopped?: boolean; during?: () => void } = {}) => {
    const event = { target }
    capture.forEach((l) => l(event))
    options.during?.()
    if (!options.stopped) bubble.forEach((l) => l(event))
    advance(0)
  }
  /** Dispatches a pointer or key event on `target` (a key's `key` and `repeat` in `fields`), without the tasks after it. */
  const fire = (type: string, target: unknown = null, fields: { key?: string; repeat?: boolean } = {}) =>
    (others.get(type) ?? []).forEach((l) => l({ target, ...fields }))
  return { click, fire, advance, win }
}

describe('the inline script', () => {
  test('keeps a click on a button React has not hydrated, once per click, in order', () => {
    const { click, win } = page()
    const menu = button()
    const more = button()
    click(menu)
    click(more)
    click(menu)
    expect(win.__earlyClicks).toEqual([menu, more, menu])
  })

  test('keeps a click on something inside a button (its icon or label)', () => {
    const { click, win } = page()
    const b = button()
    click({ closest: (selector: string) => (selector === 'button' ? b : null) })
    expect(win.__earlyClicks).toEqual([b])
  })

  test('leaves clicks that are handled or have an effect of their own', () => {
    const { click, win } = page()
    click(button({ hydrated: true }))
    click(button({ type: 'submit', form: {} }))
    click(button({ disabled: true }))
    click(button({ inListeningIsland: true }))
    click({ closest: () => null }) // not on a button
    click(null)
    expect(win.__earlyClicks).toEqual([])
  })

  test('a click React stops before it bubbles (its part waits for a script chunk) is kept, once', () => {
    const { click, win } = page()
    const fave = button()
    click(fave, { stopped: true })
    click(fave)
    expect(win.__earlyClicks).toEqual([fave, fave])
  })

  test('a click stopped by the handler of a button React hydrated for it is not kept', () => {
    const { click, win } = page()
    const b = button()
    click(b, { stopped: true, during: () => Object.assign(b, { __reactProps$abc: {} }) })
    expect(win.__earlyClicks).toEqual([])
  })

  test('a click on a button React hydrated for it, which then bubbles, is not kept', () => {
    const { click, win } = page()
    const b = button()
    click(b, { during: () => Object.assign(b, { __reactProps$abc: {} }) })
    expect(win.__earlyClicks).toEqual([])
  })

  test('a submit button outside any form has no effect of its own: kept', () => {
    const { click, win } = page()
    const b = button({ type: 'submit' })
    click(b)
    expect(win.__earlyClicks).toEqual([b])
  })
})

describe('the press under way', () => {
  /** An island's root holding one element. */
  const inside = (element: unknown) => ({ contains: (node: unknown) => node === element })

  test('is kept from the pointerdown, let go at the pointerup, and ends the task after its click', () => {
    const { click, fire, advance, win } = page()
    const share = button()
    fire('pointerdown', share)
    expect(pressUnderWay(inside(share), win)).toEqual({ by: 'pointer', released: false })
    expect(pressUnderWay(inside({}), win)).toBeNull()
    // A key let go is not the pointer let go.
    fire('keyup', share, { key: ' ' })
    expect(pressUnderWay(inside(share), win)).toEqual({ by: 'pointer', released: false })
    fire('pointerup', share)
    expect(pressUnderWay(inside(share), win)).toEqual({ by: 'pointer', released: true })
    // Still there while the click is dispatched (an island that started listening meanwhile
    // holds its swap for it), gone in the task after it.
    click(share, { during: () => expect(pressUnderWay(inside(share), win)).toEqual({ by: 'pointer', released: true }) })
    expect(pressUnderWay(inside(share), win)).toBeNull()
    advance(RELEASE_WITHOUT_CLICK_MS)
    expect(win.__earlyPress).toBeNull()
  })

  test('a press let go with no click (a drag) ends after the short wait; a cancelled one at once', () => {
    const { fire, advance, win } = page()
    const card = button()
    fire('pointerdown', card)
    fire('pointerup', card)
    advance(RELEASE_WITHOUT_CLICK_MS - 1)
    expect(pressUnderWay(inside(card), win)).toEqual({ by: 'pointer', released: true })
    advance(1)
    expect(pressUnderWay(inside(card), win)).toBeNull()

    fire('pointerdown', card)
    fire('pointercancel', card)
    expect(pressUnderWay(inside(card), win)).toBeNull()
  })

  test('a new press is not ended by the timer of the one before it', () => {
    const { fire, advance, win } = page()
    const [first, second] = [button(), button()]
    fire('pointerdown', first)
    fire('pointerup', first)
    fire('pointerdown', second)
    advance(RELEASE_WITHOUT_CLICK_MS)
    expect(pressUnderWay(inside(second), win)).toEqual({ by: 'pointer', released: false })
  })

  test('Space held on a button is a press from its keydown to its click; other keys and repeats are not', () => {
    const { click, fire, win } = page()
    const share = button()
    fire('keydown', share, { key: 'Enter' })
    expect(pressUnderWay(inside(share), win)).toBeNull()
    fire('keydown', share, { key: ' ' })
    expect(pressUnderWay(inside(share), win)).toEqual({ by: 'key', released: false })
    fire('pointerup', share)
    fire('keyup', share, { key: 'Shift' })
    expect(pressUnderWay(inside(share), win)).toEqual({ by: 'key', released: false })
    fire('keyup', share, { key: ' ' })
    expect(pressUnderWay(inside(share), win)).toEqual({ by: 'key', released: true })
    click(share)
    expect(pressUnderWay(inside(share), win)).toBeNull()

    // A held key's repeats do not begin a press of their own.
    fire('keydown', share, { key: ' ', repeat: true })
    expect(pressUnderWay(inside(share), win)).toBeNull()
  })

  test('a page without the script has no press under way', () => {
    expect(pressUnderWay(inside(null), {})).toBeNull()
  })
})

describe('takeEarlyClicks', () => {
  const b = (name: string, isConnected = true) => ({ name, isConnected })

  test('takes the wanted clicks in order and leaves the rest for later', () => {
    const [a1, x, a2] = [b('a'), b('x'), b('a')]
    const holder = { __earlyClicks: [a1, x, a2] }
    expect(takeEarlyClicks<{ name: string; isConnected: boolean }>((k) => k.name === 'a', holder)).toEqual([a1, a2])
    expect(holder.__earlyClicks).toEqual([x])
    expect(takeEarlyClicks(() => true, holder)).toEqual([x])
    expect(holder.__earlyClicks).toEqual([])
  })

  test('drops buttons no longer in the page, and copes with a page without the script', () => {
    const holder = { __earlyClicks: [b('gone', false), b('here')] }
    expect(takeEarlyClicks(() => true, holder)).toEqual([b('here')])
    expect(holder.__earlyClicks).toEqual([])
    expect(takeEarlyClicks(() => true, {})).toEqual([])
  })
})
