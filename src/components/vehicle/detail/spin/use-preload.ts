'use client'
// Loads every spin frame before the spinner is usable. A frame that fails is logged and skipped : a
// failed frame is only logged.
import { useEffect, useState } from 'react'

export interface Preload {
  /** Frames finished, loaded or failed. */
  settled: number
  /** True once every frame has settled. */
  done: boolean
  /** Indexes (into the URL list) of the frames that loaded, in order. */
  loaded: number[]
  /** Width over height of the first frame that loaded, once known. */
  aspect: number | null
}

export function usePreload(urls: readonly string[]): Preload {
  const key = urls.join('\n')
  const [state, setState] = useState<{ key: string; ok: (boolean | null)[]; aspect: number | null }>(() => ({
    key,
    ok: urls.map(() => null),
    aspect: null,
  }))

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n')
    const ok: (boolean | null)[] = list.map(() => null)
    let aspect: number | null = null
    let live = true
    const images = list.map((url, i) => {
      const img = new window.Image()
      const settle = (success: boolean) => {
        if (!live) return
        ok[i] = success
        if (success && aspect === null && img.naturalHeight > 0) aspect = img.naturalWidth / img.naturalHeight
        if (!success) console.warn(`360° view: frame ${i + 1} of ${list.length} did not load (${url}); it is skipped`)
        setState({ key, ok: [...ok], aspect })
      }
      img.onload = () => settle(true)
      img.onerror = () => settle(false)
      img.src = url
      return img
    })
    return () => {
      live = false
      for (const img of images) img.onload = img.onerror = null
    }
  }, [key])

  const ok = state.key === key ? state.ok : urls.map(() => null)
  const settled = ok.filter((v) => v !== null).length
  return {
    settled,
    done: settled === urls.length,
    loaded: ok.flatMap((v, i) => (v ? [i] : [])),
    aspect: state.key === key ? state.aspect : null,
  }
}
