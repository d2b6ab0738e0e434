/**
 * Phone display rules: a leading +61 becomes 0; 10 digits are grouped 2-4-4.
 * Australian 13/1300/1800 numbers are the exception every Australian expects
 * ("1300 123 456", "13 22 11"): grouping them 2-4-4 would make them unreadable.
 */
export type CarType = 'new' | 'used' | 'demo'

export interface PhoneBook {
  default?: string | null
  new?: string | null
  used?: string | null
  demo?: string | null
}

export function phoneDigits(raw: string): string {
  let digits = raw.replace(/[^\d+]/g, '')
  if (digits.startsWith('+61')) digits = '0' + digits.slice(3)
  else if (digits.startsWith('61') && digits.length === 11) digits = '0' + digits.slice(2)
  return digits.replace(/\+/g, '')
}

export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return ''
  const d = phoneDigits(raw)
  if (/^1[38]00\d{6}$/.test(d)) return `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`
  if (/^13\d{4}$/.test(d)) return `${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)}`
  if (d.length === 10) return `${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`
  return raw.trim()
}

/** tel: href in international form so it dials from any phone. */
export function telHref(raw: string | null | undefined): string | null {
  if (!raw) return null
  const d = phoneDigits(raw)
  if (d.length < 6) return null
  if (/^1[38]/.test(d)) return `tel:${d}`
  return d.startsWith('0') ? `tel:+61${d.slice(1)}` : `tel:${d}`
}

/** Numbers can vary by car type; falls back to the default number. */
export function phoneFor(book: PhoneBook, carType?: CarType | null): string | null {
  const specific = carType ? book[carType] : null
  return specific?.trim() || book.default?.trim() || null
}

/** Phone reveal masking: after the first 5 characters digits become stars. */
export function maskPhone(display: string): string {
  return display.slice(0, 5) + display.slice(5).replace(/\d/g, '*')
}

/**
 * A shopper's own number as staff read it: a mobile grouped as Australians write one
 * ("0412 345 678"); anything else as formatPhone shows dealer numbers.
 */
export function formatShopperPhone(raw: string | null | undefined): string {
  const d = phoneDigits(raw ?? '')
  return /^04\d{8}$/.test(d) ? `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}` : formatPhone(raw)
}
