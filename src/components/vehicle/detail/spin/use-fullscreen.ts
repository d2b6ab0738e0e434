'use client'
// Fullscreen for the spinner: the Fullscreen API where the browser allows it, else the element
// fills the window. Escape or the button closes it, and focus goes back to the button.
import { type RefObject, useEffect, useRef, useState } from 'react'

export function useFullscreen(target: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  const [on, setOn] = useState(false)
  const native = useRef(false)

  useEffect(() => {
    const onChange = () => {
      const inside = document.fullscreenElement !== null && document.fullscreenElement === target.current
      if (inside) {
        native.current = true
        setOn(true)
      } else if (native.current) {
        native.current = false
        setOn(false)
        button.current?.focus()
      }
    }
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [target, button])

  const open = async () => {
    const element = target.current
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen()
        return
      } catch {
        // Refused (no user gesture, an iframe without allowfullscreen): fill the window instead.
      }
    }
    setOn(true)
  }

  const close = () => {
    if (native.current && document.fullscreenElement) {
      document.exitFullscreen().catch(() => {})
      return
    }
    setOn(false)
    button.current?.focus()
  }

  return { on, open, close, toggle: () => (on ? close() : void open()) }
}
