'use client'
// The signed-in shopper and their watchlist, asked of /api/account/me once per page
// (not at all when the page says the browser has no shopper session) and shared by every
// watchlist button on it. Saving and removing are optimistic: the car's state
// changes at once, the button shows it is busy, and a failed call puts it back and says why in a
// browser alert. An anonymous shopper is sent to sign in and comes back.
import { useSyncExternalStore } from 'react'
import { signInHref } from '@/src/domain/shoppers/sign-in'
import { WATCHLIST_TEXT, WATCHLIST_TOAST_MS, withCar } from '@/src/domain/shoppers/watchlist'
import { ANALYTICS_EVENTS, track } from '@/src/components/analytics'
import { pageMayHaveShopper } from './page-session'

export interface ShopperState {
  status: 'idle' | 'loading' | 'anonymous' | 'signed-in'
  phone: string | null
  saved: string[]
  busy: string[]
  toast: { id: number; text: string } | null
}

let state: ShopperState = { status: 'idle', phone: null, saved: [], busy: [], toast: null }
const listeners = new Set<() => void>()
let loading: Promise<void> | null = null
let toastTimer: ReturnType<typeof setTimeout> | undefined
let toastId = 0

function set(change: Partial<ShopperState>) {
  state = { ...state, ...change }
  listeners.forEach((listener) => listener())
}

function load(): Promise<void> {
  loading ??= (async () => {
    if (!pageMayHaveShopper()) {
      set({ status: 'anonymous' })
      return
    }
    set({ status: 'loading' })
    try {
      const res = await fetch('/api/account/me', { headers: { accept: 'application/json' }, cache: 'no-store' })
      const body = (await res.json()) as { signed_in?: boolean; phone_number?: string; watchlist?: string[] }
      if (res.ok && body.signed_in) set({ status: 'signed-in', phone: body.phone_number ?? null, saved: body.watchlist ?? [] })
      else set({ status: 'anonymous' })
    } catch {
      set({ status: 'anonymous' })
    }
  })()
  return loading
}

function showToast(text: string) {
  clearTimeout(toastTimer)
  set({ toast: { id: ++toastId, text } })
  toastTimer = setTimeout(() => set({ toast: null }), WATCHLIST_TOAST_MS)
}

export const dismissWatchlistToast = () => {
  clearTimeout(toastTimer)
  set({ toast: null })
}

const here = () => `${window.location.pathname}${window.location.search}`

/** Saves or removes the car; resolves when the server has answered. */
export async function toggleWatchlist(entry: { slug: string }): Promise<void> {
  await load()
  if (state.status !== 'signed-in' || !state.phone) {
    window.location.assign(`${signInHref('watchlist', here(), here())}&car_id=${encodeURIComponent(entry.slug)}`)
    return
  }
  if (state.busy.includes(entry.slug)) return
  const saving = !state.saved.includes(entry.slug)
  set({ saved: withCar(state.saved, entry.slug, saving), busy: [...state.busy, entry.slug] })
  let problem: string | null = null
  try {
    const res = await fetch(`/api/watchlist/${saving ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ phone_number: state.phone, car_id: entry.slug }),
    })
    const body = (await res.json().catch(() => ({}))) as { success?: boolean; error?: string; sign_in?: string }
    if (res.status === 401 && body.sign_in) {
      window.location.assign(body.sign_in)
      return
    }
    if (!res.ok || body.success !== true) problem = body.error ?? WATCHLIST_TEXT.failed
  } catch {
    problem = WATCHLIST_TEXT.failed
  } finally {
    set({ busy: state.busy.filter((s) => s !== entry.slug) })
  }
  if (problem) {
    set({ saved: withCar(state.saved, entry.slug, !saving) })
    window.alert(problem)
    return
  }
  if (saving) track(ANALYTICS_EVENTS.watchlistSave, { car_id: entry.slug, kind: 'watchlist' })
  showToast(saving ? WATCHLIST_TEXT.saved : WATCHLIST_TEXT.removed)
}

const listen = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
/** Buttons need to know who is signed in; the toast only listens (it asks nothing by itself). */
const subscribeAndLoad = (listener: () => void) => {
  const stop = listen(listener)
  void load()
  return stop
}
const idle = state

/** `ask`: whether this component needs to know (else it only follows what others asked). */
export function useShopper(ask = true): ShopperState {
  return useSyncExternalStore(
    ask ? subscribeAndLoad : listen,
    () => state,
    () => idle,
  )
}

export function useWatchlistToast(): ShopperState['toast'] {
  return useSyncExternalStore(
    listen,
    () => state.toast,
    () => null,
  )
}
