// Where a dealer's leads go (issue 11): e-mail addresses (a default list and per department),
// a CRM endpoint that takes ADF/XML, and a signed JSON webhook. Set per dealer in the Tenants
// admin; read only by the delivery job.
import { z } from 'zod'
import type { LeadForm } from './forms'

export const DEPARTMENTS = ['sales', 'service', 'finance', 'careers'] as const
export type Department = (typeof DEPARTMENTS)[number]

/** How many times a lead's delivery is tried before it is marked failed (dead letter) in the inbox. */
export const DELIVERY_ATTEMPTS = 8
/** First retry after this; each next one waits twice as long (30 s, 1 min, 2 min ... about 1 hour in all). */
export const DELIVERY_BACKOFF_MS = 30_000
/** Default months a lead's personal details are kept (the dealer may set another number). */
export const DEFAULT_RETENTION_MONTHS = 24

const email = z.email()

export const deliverySettingsSchema = z.object({
  emails: z.array(email).default([]),
  routes: z.array(z.object({ department: z.enum(DEPARTMENTS), emails: z.array(email).default([]) })).default([]),
  crmUrl: z.string().default(''),
  webhookUrl: z.string().default(''),
  webhookSecret: z.string().default(''),
  retentionMonths: z.number().int().min(1).max(120).default(DEFAULT_RETENTION_MONTHS),
})

export type DeliverySettings = z.output<typeof deliverySettingsSchema>

export function departmentOf(form: LeadForm): Department {
  if (form === 'service') return 'service'
  if (form === 'finance') return 'finance'
  if (form === 'careers') return 'careers'
  return 'sales'
}

/** The department's own addresses when it has any, else the default list. */
export function leadRecipients(settings: Pick<DeliverySettings, 'emails' | 'routes'>, form: LeadForm): string[] {
  const department = departmentOf(form)
  const routed = settings.routes.filter((r) => r.department === department).flatMap((r) => r.emails)
  return [...new Set(routed.length > 0 ? routed : settings.emails)]
}

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
]

/**
 * Why a CRM or webhook address cannot be used, or null. Dealers' staff set these, so they must
 * not reach into our own network (SSRF): https only, no IP literals in private ranges, no
 * localhost. Demo and tests (allowPrivate) deliver to servers on this machine over http.
 */
export function deliveryUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Enter a full address starting with https://'
  }
  if (url.username || url.password) return 'Put credentials in the secret, not in the address.'
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'Use an https:// address.'
  if (url.protocol !== 'https:') return 'Use an https:// address.'
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) {
    return 'The address must be reachable on the internet.'
  }
  if (PRIVATE_V4.some((r) => r.test(host)) || host === '::1' || /^f[cd]|^fe80/.test(host) || host.startsWith('::ffff:')) {
    return 'The address must be reachable on the internet.'
  }
  return null
}
