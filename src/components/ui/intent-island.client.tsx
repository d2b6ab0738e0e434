'use client'
// A part of a page whose script loads on the shopper's first sign of intent rather than with the
// page. The server renders the part as usual, so the first HTML is whole. In the
// browser that HTML is kept as it is, not hydrated, until the pointer comes over it, a finger
// touches it, it takes focus or a key is pressed in it; the part's script then loads, renders the
// same markup from the same props and takes over. Anything done in between (a box ticked, an
// option chosen, a word typed, a button or a link to this same page clicked), even before the
// page's own script ran, is kept and done again on the live part (early-input.ts), and focus
// stays on the same control. A press under way when the script arrives (the pointer down or
// Space held, not yet let go) ends on the HTML it began on before the live part takes over
// (press-gate.ts), so its click is not lost between the two. A browser that mounts the part
// itself (a client navigation, an opened dialog) has no HTML to keep: it renders the part at
// once, behind `fallback`.
import { type ComponentType, type ReactNode, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import {
  type EarlyInput,
  type TextSelection,
  atPath,
  changedFields,
  earlyInputOf,
  keepInput,
  pathTo,
  replayInputs,
  restoreSelection,
  selectionOf,
} from './early-input'
import { ISLAND_LISTENING_ATTRIBUTE, KEPT_ISLAND_ATTRIBUTE, pressUnderWay, takeEarlyClicks } from './early-clicks'
import { pressGate } from './press-gate'
import { useKeepsServerHtml } from './use-hydrated'

/** Signs that the shopper is about to use the part: its script starts loading. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const
/** Inputs kept for the live part. */
const INPUTS = ['click', 'input', 'change', 'submit'] as const

export interface IslandProps<P> {
  props: P
  /** Load at once after hydration (the shopper's own state shows in the part): read in the browser. */
  startNow?: () => boolean
  /** Load when this calls `start` (read in the browser; the window growing wide enough to show the part); returns its unsubscribe. */
  startOn?: (start: () => void) => () => void
  /** Shown while a part mounted in the browser loads. */
  fallback?: ReactNode
  /** Rendered while the server's HTML stands in for the part: hooks only, no markup (it is not in that HTML). */
  whileWaiting?: ReactNode
  className?: string
}

/** Whether any of the two props objects' own values differ (not deeply: a server render's are all new). */
function propsDiffer(a: object, b: object): boolean {
  if (a === b) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length !== keysB.length ||
    keysA.some((key) => !Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}

/** An island for the component `load` resolves to; `what` names it in the console when it fails to load. */
export function intentIsland<P extends object>(load: () => Promise<ComponentType<P>>, what: string) {
  // The server renders the part in its own pass, and so does a browser that mounts it itself.
  const Lazy = lazy(() => load().then((Part) => ({ default: Part })))

  return function Island({ props, startNow, startOn, fallback = null, whileWaiting, className }: IslandProps<P>) {
    const root = useRef<HTMLDivElement>(null)
    // Whether this render hydrates the server's HTML (keep it) or mounts in the browser.
    const keepServerHtml = useKeepsServerHtml(root)
    const [Live, setLive] = useState<ComponentType<P> | null>(null)
    const pending = useRef<EarlyInput[]>([])
    const focusPath = useRef<number[] | null>(null)
    // The caret or selection in the focused text box at the swap, put back on its live twin.
    const selection = useRef<TextSelection | null>(null)
    const waiting = keepServerHtml && !Live
    const startsNow = useRef(startNow)
    const startsOn = useRef(startOn)
    // A refreshed server render (a live preview after the editor saves) brings new props, which the
    // kept HTML does not show: the part goes live to render them.
    const firstProps = useRef(props)
    const refreshed = waiting && propsDiffer(firstProps.current, props)
    const startLive = useRef<(() => void) | null>(null)

    useEffect(() => {
      const el = root.current
      if (!waiting || !el) return
      let started = false
      let swapping = false
      const gate = pressGate(window)
      const onPress = () => gate.press('pointer')
      const onKeyPress = (event: KeyboardEvent) => {
        if (event.key === ' ' && !event.repeat) gate.press('key')
      }
      const start = () => {
        if (started) return
        started = true
        // A tap on a control shows that the part is getting ready while its script loads.
        el.setAttribute('aria-busy', 'true')
        load()
          .then((Part) =>
            // Not in the middle of a press: its click would land on neither the kept HTML nor
            // the live part (press-gate.ts).
            gate.whenFree(() => {
              swapping = true
              selection.current = selectionOf(document.activeElement)
              // Synchronously, with the effects below (focus back, inputs done again) flushed in
              // the same task: a click landing between the swap and the replay would otherwise be
              // done before the earlier ones (a fifth compare click would count fourth).
              flushSync(() => setLive(() => Part))
            }),
          )
          .catch((error: unknown) => {
            // A failed load (offline) leaves the server's HTML; its links and plain forms still work.
            console.error(`The ${what} script did not load`, error)
            el.removeAttribute('aria-busy')
            started = false
          })
      }
      // Where focus is inside the part, to put it back on the same control after the swap.
      const onFocus = (event: Event) => {
        focusPath.current = event.target instanceof Element ? pathTo(el, event.target) : null
        start()
      }
      const onBlur = (event: FocusEvent) => {
        // The swap itself takes focus away (the browser blurs a control it removes): kept.
        if (swapping) return
        if (!(event.relatedTarget instanceof Node && el.contains(event.relatedTarget))) focusPath.current = null
      }
      const onInput = (event: Event) => {
        const { input, prevent } = earlyInputOf(event, el, window.location)
        if (prevent) event.preventDefault()
        if (input) pending.current = keepInput(pending.current, input)
        start()
      }
      // Before the signs of intent: a part already loaded swaps in a microtask after the
      // listener that starts it, which must find the press under way.
      el.addEventListener('pointerdown', onPress, { capture: true, passive: true })
      el.addEventListener('keydown', onKeyPress, { capture: true, passive: true })
      for (const type of INTENT) el.addEventListener(type, start, { capture: true, passive: true })
      for (const type of INPUTS) el.addEventListener(type, onInput, { capture: true })
      el.addEventListener('focusin', onFocus, { capture: true })
      el.addEventListener('focusout', onBlur, { capture: true })
      el.setAttribute(ISLAND_LISTENING_ATTRIBUTE, '')
      // A press on the HTML that began before the part listened (the page still hydrating) holds
      // the swap as one begun now would: its click is still to come.
      const early = pressUnderWay(el)
      if (early) gate.press(early.by, early.released)
      // What was done while only the HTML was on screen is read off the page and kept: the
      // fields changed, and the buttons tapped (kept by the page's inline script, early-clicks.ts).
      const active = document.activeElement
      if (active && el.contains(active)) focusPath.current = pathTo(el, active)
      const tapped = takeEarlyClicks<Element>((button) => el.contains(button)).flatMap((button) => {
        const path = pathTo(el, button)
        return path ? [{ path, tag: button.tagName, kind: 'click' as const }] : []
      })
      const before = [...changedFields(el), ...tapped]
      pending.current = before.reduce(keepInput, pending.current)
      if (before.length > 0 || focusPath.current || startsNow.current?.()) start()
      startLive.current = start
      const unsubscribe = startsOn.current?.(start)
      return () => {
        startLive.current = null
        el.removeAttribute(ISLAND_LISTENING_ATTRIBUTE)
        unsubscribe?.()
        gate.dispose()
        el.removeEventListener('pointerdown', onPress, { capture: true })
        el.removeEventListener('keydown', onKeyPress, { capture: true })
        for (const type of INTENT) el.removeEventListener(type, start, { capture: true })
        for (const type of INPUTS) el.removeEventListener(type, onInput, { capture: true })
        el.removeEventListener('focusin', onFocus, { capture: true })
        el.removeEventListener('focusout', onBlur, { capture: true })
      }
    }, [waiting])

    useEffect(() => {
      if (refreshed) startLive.current?.()
    }, [refreshed])

    // In the same commit as the swap, so no key is typed into nothing: the control that had
    // focus in the server's HTML (now gone) has it again in the live part, with its caret or
    // selection where it was (a price selected to be typed over is typed over, not added to).
    useLayoutEffect(() => {
      const el = root.current
      if (!Live || !el || !focusPath.current) return
      const focus = atPath(el, focusPath.current)
      if (focus instanceof HTMLElement && (!document.activeElement || document.activeElement === document.body)) {
        focus.focus()
        // A control whose text was typed before the swap holds it only once the inputs are done
        // again (below): its selection goes back then.
        if (restoreSelection(focus, selection.current)) selection.current = null
      }
    }, [Live])

    // Runs after the part's own effects (a search client has started), so the inputs reach it.
    useEffect(() => {
      const el = root.current
      if (!Live || !el) return
      el.removeAttribute('aria-busy')
      replayInputs(el, pending.current)
      pending.current = []
      // Writing a value puts the caret at its end: a word typed and then selected to be typed
      // over (as a test's fill() does) is selected again, so the next key replaces it.
      const active = document.activeElement
      if (active && el.contains(active)) restoreSelection(active, selection.current)
      selection.current = null
    }, [Live])

    // On the server the page waits for the part, as it would without the island (no boundary).
    if (typeof window === 'undefined') {
      return (
        <div ref={root} className={className} {...{ [KEPT_ISLAND_ATTRIBUTE]: '' }}>
          <Lazy {...props} />
        </div>
      )
    }
    if (!keepServerHtml) {
      return (
        <div ref={root} className={className}>
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        </div>
      )
    }
    if (!Live) {
      return (
        <>
          <div
            ref={root}
            className={className}
            {...{ [KEPT_ISLAND_ATTRIBUTE]: '' }}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: '' }}
          />
          {whileWaiting}
        </>
      )
    }
    return (
      <div ref={root} className={className} data-island-live={what}>
        <Live {...props} />
      </div>
    )
  }
}

/** An island for a part whose script comes with the page (no chunk of its own): it goes live within the first sign of intent. */
export const bundledIsland = <P extends object>(Part: ComponentType<P>, what: string) => intentIsland(() => Promise.resolve(Part), what)
