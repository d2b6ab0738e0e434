// The offline demo payment provider (the default: no payment service is reachable from our
// machines). It accepts test card numbers only, as payment services' test modes do:
// 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; any other number that passes the
// Luhn check succeeds. Nothing is charged; references are made up and remembered per key, so a
// repeated request gives the first answer.
import { createHash } from 'node:crypto'
import type { CardPaymentProvider, ChargeResult } from './types'

export const DEMO_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const

export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** MM/YY in the future (the end of that month). */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry)
  if (!match) return false
  const month = Number(match[1])
  if (month < 1 || month > 12) return false
  return new Date(Date.UTC(2000 + Number(match[2]), month, 1)) > now
}

export function createDemoPaymentProvider(now: () => Date = () => new Date()): CardPaymentProvider {
  const answers = new Map<string, ChargeResult>()
  return {
    kind: 'card',
    name: 'demo',
    offline: true,
    async charge({ idempotencyKey, card }) {
      const seen = answers.get(idempotencyKey)
      if (seen) return seen
      const digits = card.number.replace(/[\s-]/g, '')
      let result: ChargeResult
      if (!luhnValid(digits) || !expiryValid(card.expiry, now()) || !/^\d{3,4}$/.test(card.cvc.trim()))
        result = { ok: false, declined: true, message: 'Check the card number, expiry (MM/YY) and security code.' }
      else if (digits.endsWith('0002'))
        result = { ok: false, declined: true, message: 'Your card was declined. Nothing has been charged. Try another card.' }
      else result = { ok: true, reference: `demo_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20)}` }
      answers.set(idempotencyKey, result)
      return result
    },
    async refund({ reference }) {
      return reference.startsWith('demo_') ? { ok: true } : { ok: false, message: 'Not a demo payment.' }
    },
  }
}
