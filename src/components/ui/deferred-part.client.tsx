'use client'
// A part of a page whose script is not needed for the first paint: the server renders it as
// usual (whole HTML, no layout shift) and the browser hydrates it later, when `when` says:
// - 'idle': once the page's main thread is idle after loading;
// - 'intent': when the pointer comes over it, a finger touches it, or it takes focus. Its script
//   is fetched when the page is idle, so the part is ready before the shopper reaches it; their
//   first tap then hydrates it at once (React's selective hydration) and lands on the live part;
// - 'lg-up': in a window as wide as `lg` only (a desktop-only part stays plain HTML on a phone);
// - 'visible': a screen and a half before it scrolls into view.
// Until then React keeps the server's HTML: the part suspends during hydration on a gate this
// file opens, so its links and plain forms work and nothing is rendered twice. A part mounted in
// the browser (a client navigation, a dialog) renders at once, behind `fallback`.
//
// With `placeholder` the server sends the placeholder instead of the part (a long list far down
// the page: the phone neither parses nor lays it out while loading) and the part replaces it
// when `when` comes.
import { type ComponentType, type ReactNode, Suspense, lazy, use, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { whenLgUp } from './use-browser-value'

export type DeferUntil = 'idle' | 'intent' | 'lg-up' | 'visible'

/** Signs that the shopper is about to use a part. Seen on the window, before React's own listener. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const
/** How far outside the viewport a 'visible' part starts: one and a half screens above and below. */
const NEAR_MARGIN = '150% 0px 150% 0px'

/** A promise React's `use` reads synchronously once open (the `status` field React itself sets on thenables). */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined; open(): void }

function newGate(): Gate {
  let resolve: () => void = () => {}
  const gate = new Promise<void>((done) => (resolve = done)) as Gate
  gate.open = () => {
    if (gate.status === 'fulfilled') return
    gate.status = 'fulfilled'
    gate.value = undefined
    resolve()
  }
  return gate
}

/**
 * One gate per part on the page, by its `useId` (the same on the server and in the browser, and
 * kept while the part's first render suspends, when its refs and state are not).
 */
const gates = new Map<string, Gate>()
function gateOf(id: string): Gate {
  let gate = gates.get(id)
  if (!gate) gates.set(id, (gate = newGate()))
  return gate
}

const noSubscription = () => () => {}
/** True while this render hydrates the server's HTML; false on the server and for a browser mount. */
const useHydrating = () =>
  !useSyncExternalStore(
    noSubscription,
    () => true,
    () => typeof window === 'undefined',
  )

/** Calls `start` when `when` comes for the part in `root`; returns the unsubscribe. */
function subscribe(when: DeferUntil, root: HTMLElement, start: () => void, prefetch: () => void): () => void {
  const idle = (run: () => void) => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 1)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(run, { timeout: 3_000 })
    return () => cancelIdleCallback(handle)
  }
  if (when === 'idle') return idle(start)
  if (when === 'lg-up') return whenLgUp(start)
  if (when === 'visible') {
    if (typeof IntersectionObserver !== 'function') return idle(start)
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: NEAR_MARGIN,
    })
    // The wrapper is `display: contents` (no box of its own): its children are what shows.
    for (const child of Array.from(root.children)) observer.observe(child)
    if (root.children.length === 0) observer.observe(root)
    return () => observer.disconnect()
  }
  const onIntent = (event: Event) => {
    if (event.target instanceof Node && root.contains(event.target)) start()
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true })
  // Focus may already be inside (a shopper who tabbed in before the page hydrated).
  if (root.contains(document.activeElement)) start()
  const cancelPrefetch = idle(prefetch)
  return () => {
    cancelPrefetch()
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true })
  }
}

export interface DeferredPartOptions {
  when: DeferUntil
  /** Names the part in the console when its script fails to load, and in `data-deferred`. */
  what: string
}

export interface DeferredProps<P> {
  props: P
  /** Read in the browser after hydration: true hydrates the part at once (the shopper's own state shows in it). */
  startNow?: () => boolean
  /** Shown while a part mounted in the browser loads its script. */
  fallback?: ReactNode
  /** Sent in the server's HTML instead of the part, until `when` comes. */
  placeholder?: ReactNode
  /** Shown instead of the placeholder when the part's script did not load (offline). */
  failed?: ReactNode
  /** Rendered beside the server's HTML until the part is live: hooks only, no markup. */
  whileWaiting?: ReactNode
  className?: string
}

/** The component `load` resolves to, hydrated (or, with a placeholder, drawn) when `when` comes. */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, { when, what }: DeferredPartOptions) {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const fetchPart = () => {
    loading ??= load().then(
      (Part) => (Loaded = Part),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  // The server has every module at hand: loaded before its first render needs it.
  if (typeof window === 'undefined') void fetchPart().catch(() => {})
  const Lazy = lazy(() => fetchPart().then((Part) => ({ default: Part })))

  function Part({ id, props, onLive }: { id: string; props: P; onLive: () => void }) {
    // Hydrating: the server's HTML stays until the gate opens.
    if (useHydrating()) use(gateOf(id) as Promise<void>)
    useEffect(onLive, [onLive])
    const Component = Loaded ?? Lazy
    return <Component {...props} />
  }

  return function Deferred({
    props,
    startNow,
    fallback = null,
    placeholder,
    failed,
    whileWaiting,
    className = 'contents',
  }: DeferredProps<P>) {
    const id = useId()
    const root = useRef<HTMLDivElement>(null)
    // A part the browser mounts itself (no server HTML to keep) is live from the start; read at
    // the first render only (right after hydrating, React renders again with the browser's value).
    const hydrating = useHydrating()
    const [mountedHere] = useState(!hydrating)
    const [opened, setOpened] = useState(false)
    const live = mountedHere || opened
    const [failure, setFailure] = useState(false)
    const startsNow = useRef(startNow)
    const onLive = useRef(() => root.current?.setAttribute('data-live', '')).current

    useEffect(() => {
      const el = root.current
      const gate = gateOf(id)
      if (!el || live) return
      let started = false
      const start = () => {
        if (started) return
        started = true
        const open = () => {
          gate.open()
          setOpened(true)
        }
        // Already fetched: opened within this same event, so React hydrates the part before it
        // handles the tap that showed the intent.
        if (Loaded) open()
        else
          fetchPart().then(open, (error: unknown) => {
            console.error(`The ${what} script did not load`, error)
            started = false
            setFailure(true)
          })
      }
      if (startsNow.current?.()) start()
      const unsubscribe = subscribe(when, el, start, () => void fetchPart().catch(() => {}))
      return () => {
        started = true
        unsubscribe()
      }
    }, [id, live])

    const part =
      placeholder !== undefined && !live ? (
        failure && failed !== undefined ? (
          failed
        ) : (
          placeholder
        )
      ) : (
        <Suspense fallback={fallback}>
          <Part id={id} props={props} onLive={onLive} />
        </Suspense>
      )
    return (
      <>
        <div ref={root} className={className} data-deferred={what}>
          {part}
        </div>
        {!live && whileWaiting}
      </>
    )
  }
}

const Children = ({ children }: { children: ReactNode }) => children
const OnIntent = deferredPart(() => Promise.resolve(Children), { when: 'intent', what: 'page part' })

/**
 * Server-rendered markup with little or nothing to operate (a footer's links, a car's spec
 * lists), hydrated when the shopper reaches for it rather than with the page: hydrating every
 * element and link costs a phone's main thread while it loads. Its links work as plain links
 * until then, and whatever it holds works once hydrated.
 */
export function HydrateOnIntent({ children }: { children: ReactNode }) {
  return <OnIntent props={{ children }} />
}
