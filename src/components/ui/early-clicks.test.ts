import { describe, expect, test } from 'vitest'
import { EARLY_CLICKS_SCRIPT, ISLAND_LISTENING_ATTRIBUTE, takeEarlyClicks } from './early-clicks'

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

/** Runs the inline script against a window of our own; returns a click dispatcher and the kept list. */
function page() {
  const listeners: ((event: { target: unknown }) => void)[] = []
  const win: { __earlyClicks?: unknown[] } = {}
  // The script is ours, run as the browser would, with a window and its listener of our own.
  new Function('window', 'addEventListener', EARLY_CLICKS_SCRIPT)(win, (type: string, listener: (event: { target: unknown }) => void) => {
    if (type === 'click') listeners.push(listener)
  })
  return { click: (target: unknown) => listeners.forEach((l) => l({ target })), win }
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

  test('a submit button outside any form has no effect of its own: kept', () => {
    const { click, win } = page()
    const b = button({ type: 'submit' })
    click(b)
    expect(win.__earlyClicks).toEqual([b])
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
