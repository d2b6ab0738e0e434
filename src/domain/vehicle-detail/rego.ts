// Registration expiry: a future expiry reads "Expires on {date}"; a past one reads
// "Unregistered" on tenants with the unregisteredText switch, else nothing.

/** Australian day/month/year, from the date's calendar day (feeds send dates at midnight UTC). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${date.getUTCFullYear()}`
}

export const UNREGISTERED_TEXT = 'Unregistered'

/** Null when nothing is shown (no expiry, an unreadable one, or a past one without the switch). */
export function regoExpiryText(expiry: string | null | undefined, now: Date, options: { unregisteredText: boolean }): string | null {
  if (!expiry) return null
  const date = new Date(expiry)
  if (Number.isNaN(date.getTime())) return null
  if (date.getTime() < now.getTime()) return options.unregisteredText ? UNREGISTERED_TEXT : null
  return `Expires on ${formatDate(expiry)}`
}
