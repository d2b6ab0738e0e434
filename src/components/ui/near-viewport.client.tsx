'use client'
// A part far down a page that the browser draws only when the shopper scrolls near it.
// The first HTML has a placeholder of about the part's size instead of the part: a phone neither
// parses, styles nor lays out the part's elements while it loads the page, and the placeholder
// keeps the room so nothing moves when the part arrives. The part's script and render start a
// screen and a half before it comes into view (scrolling either way), so a shopper who scrolls
// finds it drawn; a script that fails to load shows `failed` instead (a plain link).
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'

/** How far outside the viewport the part starts: one and a half screens above and below. */
const NEAR_MARGIN = '150% 0px 150% 0px'

export interface NearViewportProps<P> {
  props: P
  /** In the HTML and until the part is drawn: about the part's size, with no controls of its own. */
  placeholder: ReactNode
  /** Shown when the part's script did not load (offline). */
  failed: ReactNode
}

/** A part for the component `load` resolves to; `what` names it in the console when it fails to load. */
export function nearViewportPart<P extends object>(load: () => Promise<ComponentType<P>>, what: string) {
  return function NearViewport({ props, placeholder, failed }: NearViewportProps<P>) {
    const root = useRef<HTMLDivElement>(null)
    const [Part, setPart] = useState<ComponentType<P> | null>(null)
    const [failure, setFailure] = useState(false)

    useEffect(() => {
      const el = root.current
      if (!el || Part || failure) return
      let done = false
      const start = () => {
        if (done) return
        done = true
        observer?.disconnect()
        load()
          .then((Loaded) => setPart(() => Loaded))
          .catch((error: unknown) => {
            console.error(`The ${what} script did not load`, error)
            setFailure(true)
          })
      }
      // A browser without IntersectionObserver draws the part at once.
      const observer =
        typeof IntersectionObserver === 'function'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: NEAR_MARGIN })
          : null
      if (observer) observer.observe(el)
      else start()
      return () => {
        done = true
        observer?.disconnect()
      }
    }, [Part, failure])

    return <div ref={root}>{Part ? <Part {...props} /> : failure ? failed : placeholder}</div>
  }
}
