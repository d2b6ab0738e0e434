// Shopper sign-in for e2e tests: numbers of this run and the code from the demo's
// SMS outbox (scripts/e2e-server.ts sets SMS_OUTBOX_DIR to .data/e2e-sms).
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

const OUTBOX = '.data/e2e-sms'

/** A number of this run, so reruns against one server never meet the per-number limits. */
export const mobile = (n: number) => `04${String((Date.now() + n * 7919) % 100_000_000).padStart(8, '0')}`

/** 0412345678 → "0412 345 678", as the site shows a mobile. */
export const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`

export async function codeFor(phone: string): Promise<string> {
  const digits = `61${phone.slice(1)}`
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(OUTBOX).catch(() => [])).filter((f) => f.endsWith(`_${digits}.txt`)).sort()
    if (files.length) return /\n\n(\d{6}) is your /.exec(await readFile(path.join(OUTBOX, files.at(-1)!), 'utf8'))![1]
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no text message to ${phone} in ${OUTBOX}`)
}

export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

export async function signIn(page: Page, phone: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = page.getByRole('textbox', { name: '6-digit code' })
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  await expect(page.getByTestId('demo-outbox-hint')).toContainText('.data/sms')
  // Filled at once, as a paste or the phone's autofill does: that signs in without a click.
  await code.fill(await codeFor(phone))
}
