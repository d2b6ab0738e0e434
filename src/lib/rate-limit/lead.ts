/**
 * Lead limits per e-mail address, shaped like the staff login limits (login.ts): an address is
 * never locked. Refused only per (site, address, client IP), so ten leads sent with a victim's
 * address from the attacker's IP do not keep the victim, on their own connection, from sending one.
 * Past the site's hourly share for an address from every IP together, a lead is accepted and stored
 * but held, not sent: the dealer's inbox is not flooded, and nothing the real owner sent is lost
 * (staff send a held lead from the admin).
 */
import type { RateLimiter } from './limiter'

export type LeadSubject = { site: string; email: string; ip: string }

export type LeadAddressVerdict = { ok: true; hold: boolean } | { ok: false; retryAfterSeconds: number }

export async function countLeadFromAddress(limiter: RateLimiter, { site, email, ip }: LeadSubject): Promise<LeadAddressVerdict> {
  const address = `${site}\n${email.trim().toLowerCase()}`
  const fromHere = await limiter.limit('leadPerAddressAndIp', `${address}\n${ip}`)
  if (!fromHere.ok) return fromHere
  const everywhere = await limiter.limit('leadPerAddress', address)
  return { ok: true, hold: !everywhere.ok }
}
