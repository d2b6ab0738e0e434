'use client'
// The site's Turnstile key, given by the layout to the lead forms below it (Captcha.client.tsx).
// Its own module so that every page's script carries only this context, not the widget and the
// script loader, which come with the forms' own script when a shopper reaches for a form.
import { type ReactNode, createContext, useContext } from 'react'

const SiteKey = createContext<string | null>(null)

export function CaptchaSiteKey({ siteKey, children }: { siteKey: string | null; children: ReactNode }) {
  return <SiteKey.Provider value={siteKey}>{children}</SiteKey.Provider>
}

/** The key of the robot check the site runs, or null when it runs none. */
export const useCaptchaSiteKey = () => useContext(SiteKey)
