// Where a dealer's leads go: e-mail addresses (a default list and per department),
// a CRM endpoint that takes ADF/XML, and a signed JSON webhook. Set per dealer in the Tenants
// admin; read only by the delivery job.
import { z } from 'zod'
import { classifyIp } from '@/src/domain/host/ip-address'
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

/**
 * Names that are not on the internet, or public DNS names that are known to answer with this
 * machine's address (localtest.me, lvh.me, nip.io and the like); the send-time check of the
 * resolved address (src/providers/lead-delivery/http.ts) catches any other such name.
 */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain|localtest\.me|lvh\.me|nip\.io|sslip\.io|xip\.io)$/

/** Why a host (as URL.hostname gives it) is not on the internet, or null. */
function localHostProblem(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.+$/, '')
  const ip = classifyIp(host)
  // A name without a dot is looked up in the local search domains.
  const local = ip === 'not-an-ip' ? !host.includes('.') || LOCAL_NAME.test(host) : ip !== 'public'
  return local ? 'The address must be reachable on the internet.' : null
}

/**
 * Why a CRM or webhook address cannot be used, or null. Dealers' staff set these, so they must
 * not reach into our own network (SSRF): https only, no IP literal that is not public, no local
 * names. A public name can still resolve to a private address: the sender checks every address
 * the name resolves to and connects only to a checked one. Demo and tests (allowPrivate)
 * deliver to servers on this machine over http.
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
  return localHostProblem(url.hostname)
}
