// An intent island must not swap its live part in while a press on its HTML is under way. A press
// is a pointerdown, then a pointerup and a click on the same element: when the kept HTML is
// replaced between the down and the up (the part's script arrived in between, as it does when the
// pointerdown started it), the up lands on the live twin, the click is dispatched to neither, and
// the tap does nothing: a link to a car is not followed, a View more does not open. The gate holds
// the swap from the pointerdown until the press's click has been dispatched (its link followed, its
// button kept for the live part), or the press ended without one. A Space held on a kept button is
// a press too: the button clicks on the keyup only if it had the keydown.

/** How long after a press is let go with no click (a drag, a press let go elsewhere) the swap waits at most. */
export const RELEASE_WITHOUT_CLICK_MS = 300

type Timers = { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (timer: unknown) => void }
const TIMERS: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}

export interface PressGate {
  /**
   * A press began on the part: a pointerdown, or a keydown of a key that clicks on its keyup.
   * `released`: it began before the part listened and has been let go already, its click not yet
   * dispatched (early-clicks.ts keeps such a press for the part).
   */
  press(by: 'pointer' | 'key', released?: boolean): void
  /** Runs `then` now, or once the press under way has ended; a later call replaces an earlier one. */
  whenFree(then: () => void): void
  /** Stops listening; a swap still held is dropped. */
  dispose(): void
}

/** A gate listening on `win` (the window: a press may be let go outside the part) for the end of a press. */
export function pressGate(win: EventTarget, timers: Timers = TIMERS): PressGate {
  let pressed = false
  let held: (() => void) | null = null
  let fallback: unknown = null
  let release: 'pointerup' | 'keyup' = 'pointerup'
  const capture = { capture: true } as const

  const stopListening = () => {
    win.removeEventListener(release, onUp, capture)
    win.removeEventListener('pointercancel', free, capture)
    win.removeEventListener('click', onClick, capture)
    if (fallback !== null) timers.clearTimeout(fallback)
    fallback = null
  }
  function free() {
    stopListening()
    pressed = false
    const then = held
    held = null
    then?.()
  }
  function onUp() {
    if (fallback === null) fallback = timers.setTimeout(free, RELEASE_WITHOUT_CLICK_MS)
  }
  // Captured on the window, before the click reaches its target: the swap waits for a later
  // task, so the click's own effects (a link followed, a button kept) are done first.
  function onClick() {
    stopListening()
    fallback = timers.setTimeout(free, 0)
  }

  return {
    press(by, released = false) {
      if (pressed) return
      pressed = true
      release = by === 'pointer' ? 'pointerup' : 'keyup'
      win.addEventListener(release, onUp, capture)
      win.addEventListener('pointercancel', free, capture)
      win.addEventListener('click', onClick, capture)
      if (released) onUp()
    },
    whenFree(then) {
      if (pressed) held = then
      else then()
    },
    dispose() {
      stopListening()
      pressed = false
      held = null
    },
  }
}
