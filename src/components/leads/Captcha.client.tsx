'use client'
// The lead forms' robot check in the browser, when the site runs one: Turnstile's
// widget rendered explicitly into each form (forms in dialogs mount after the script loaded),
// its token read from the hidden field it adds, and reset after each try (a token is good once).
// Without a site key nothing renders and no script loads.
import Script from 'next/script'
import { useEffect, useRef } from 'react'
import { CAPTCHA_FIELD } from '@/src/domain/leads/spam'
import { useCaptchaSiteKey } from './CaptchaSiteKey.client'

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; size?: string; 'response-field-name'?: string }): string
  reset(widget: string | HTMLElement): void
  remove(widget: string): void
}
declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

export function CaptchaWidget() {
  const siteKey = useCaptchaSiteKey()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!siteKey) return
    let widget: string | null = null
    const render = () => {
      if (!ref.current || !window.turnstile) return false
      widget = window.turnstile.render(ref.current, { sitekey: siteKey, size: 'flexible', 'response-field-name': CAPTCHA_FIELD })
      return true
    }
    if (render()) return () => window.turnstile?.remove(widget!)
    const wait = setInterval(() => render() && clearInterval(wait), 250)
    return () => {
      clearInterval(wait)
      if (widget) window.turnstile?.remove(widget)
    }
  }, [siteKey])
  if (!siteKey) return null
  return (
    <>
      <Script src={SCRIPT_URL} strategy="afterInteractive" />
      <div ref={ref} data-captcha="" className="min-h-[65px]" />
    </>
  )
}

/** The widget's token in a form, or undefined when the site runs no check. */
export function captchaToken(form: HTMLFormElement | null): string | undefined {
  return form?.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_FIELD}"]`)?.value
}

/** A new token for the next try. */
export function resetCaptcha(form: HTMLFormElement | null) {
  const container = form?.querySelector<HTMLElement>('[data-captcha]')
  if (container && window.turnstile) window.turnstile.reset(container)
}
