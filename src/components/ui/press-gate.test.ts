import { describe, expect, test } from 'vitest'
import { pressGate, RELEASE_WITHOUT_CLICK_MS } from './press-gate'

/** A window of our own (Node's EventTarget) and timers that run when the test says. */
function setup() {
  const win = new EventTarget()
  let timers: { run: () => void; at: number }[] = []
  let now = 0
  const clock = {
    setTimeout: (run: () => void, ms: number) => {
      const timer = { run, at: now + ms }
      timers.push(timer)
      return timer
    },
    clearTimeout: (timer: unknown) => {
      timers = timers.filter((t) => t !== timer)
    },
  }
  const advance = (ms: number) => {
    now += ms
    const due = timers.filter((t) => t.at <= now)
    timers = timers.filter((t) => t.at > now)
    for (const t of due) t.run()
  }
  const swaps: string[] = []
  const gate = pressGate(win, clock)
  const fire = (type: string) => win.dispatchEvent(new Event(type))
  return { gate, fire, advance, swaps, pending: () => timers.length }
}

describe('pressGate', () => {
  test('with no press under way the swap is done at once', () => {
    const { gate, swaps } = setup()
    gate.whenFree(() => swaps.push('swap'))
    expect(swaps).toEqual(['swap'])
  })

  test('a swap during a press waits for its click, then for the next task (the click is done on the HTML first)', () => {
    const { gate, fire, advance, swaps } = setup()
    gate.press('pointer')
    gate.whenFree(() => swaps.push('swap'))
    fire('pointerup')
    expect(swaps).toEqual([])
    fire('click')
    expect(swaps).toEqual([])
    advance(0)
    expect(swaps).toEqual(['swap'])
    // Done once: the fallback after the pointerup was dropped with the click.
    advance(RELEASE_WITHOUT_CLICK_MS)
    expect(swaps).toEqual(['swap'])
  })

  test('a press let go with no click (a drag) frees the swap after a short wait', () => {
    const { gate, fire, advance, swaps } = setup()
    gate.press('pointer')
    gate.whenFree(() => swaps.push('swap'))
    fire('pointerup')
    advance(RELEASE_WITHOUT_CLICK_MS - 1)
    expect(swaps).toEqual([])
    advance(1)
    expect(swaps).toEqual(['swap'])
  })

  test('a cancelled press (the page scrolled under a finger) frees it at once', () => {
    const { gate, fire, swaps } = setup()
    gate.press('pointer')
    gate.whenFree(() => swaps.push('swap'))
    fire('pointercancel')
    expect(swaps).toEqual(['swap'])
  })

  test('a press still down holds the swap however long it takes', () => {
    const { gate, advance, swaps } = setup()
    gate.press('pointer')
    gate.whenFree(() => swaps.push('swap'))
    advance(60_000)
    expect(swaps).toEqual([])
  })

  test('after a press has ended the next swap is not held, and a second press is gated again', () => {
    const { gate, fire, advance, swaps } = setup()
    gate.press('pointer')
    fire('click')
    advance(0)
    gate.whenFree(() => swaps.push('first'))
    expect(swaps).toEqual(['first'])
    gate.press('pointer')
    gate.whenFree(() => swaps.push('second'))
    expect(swaps).toEqual(['first'])
    fire('pointercancel')
    expect(swaps).toEqual(['first', 'second'])
  })

  test('a Space held on a button is let go with its keyup: its click frees the swap, a pointerup does not start the wait', () => {
    const { gate, fire, advance, swaps } = setup()
    gate.press('key')
    gate.whenFree(() => swaps.push('swap'))
    fire('pointerup')
    advance(RELEASE_WITHOUT_CLICK_MS)
    expect(swaps).toEqual([])
    fire('keyup')
    fire('click')
    advance(0)
    expect(swaps).toEqual(['swap'])
  })

  test('a key let go with no click frees the swap after the short wait', () => {
    const { gate, fire, advance, swaps } = setup()
    gate.press('key')
    gate.whenFree(() => swaps.push('swap'))
    fire('keyup')
    advance(RELEASE_WITHOUT_CLICK_MS)
    expect(swaps).toEqual(['swap'])
  })

  test('a press begun before the part listened and already let go waits for its click, or the short wait', () => {
    const clicked = setup()
    clicked.gate.press('pointer', true)
    clicked.gate.whenFree(() => clicked.swaps.push('swap'))
    clicked.fire('click')
    expect(clicked.swaps).toEqual([])
    clicked.advance(0)
    expect(clicked.swaps).toEqual(['swap'])

    const dragged = setup()
    dragged.gate.press('pointer', true)
    dragged.gate.whenFree(() => dragged.swaps.push('swap'))
    dragged.advance(RELEASE_WITHOUT_CLICK_MS - 1)
    expect(dragged.swaps).toEqual([])
    dragged.advance(1)
    expect(dragged.swaps).toEqual(['swap'])
  })

  test('dispose drops a held swap and stops listening', () => {
    const { gate, fire, advance, swaps, pending } = setup()
    gate.press('pointer')
    gate.whenFree(() => swaps.push('swap'))
    fire('pointerup')
    gate.dispose()
    expect(pending()).toBe(0)
    fire('click')
    advance(RELEASE_WITHOUT_CLICK_MS)
    expect(swaps).toEqual([])
  })
})
