// The call-the-dealer number: masked after the first 5 characters until the shopper clicks it, or
// shown in full from the start on tenants with the phoneStartsRevealed switch. Formatting and
// masking are the phone rules' own.
import { type CarType, formatPhone, maskPhone, phoneFor, telHref } from '@/src/domain/phone/phone'

export interface DealerPhone {
  /** "02 9555 0140" */
  display: string
  /** "02 95** ****" */
  masked: string
  href: string | null
  startsRevealed: boolean
}

export interface PhoneSources {
  /** The tenant's numbers: a per-car-type number wins over the car's location. */
  tenant: { default?: string | null; new?: string | null; used?: string | null; demo?: string | null }
  /** The phone of the car's location, before the tenant's default. */
  location?: string | null
}

/**
 * The number for a car: the tenant's number for its car type, else its location's, else the
 * tenant's default; null when there is none (a warning is logged, nothing shown).
 */
export function dealerPhone(sources: PhoneSources, carType: CarType | null | undefined, startsRevealed: boolean): DealerPhone | null {
  const fallback = sources.location?.trim() || sources.tenant.default?.trim() || null
  const raw = phoneFor({ ...sources.tenant, default: fallback }, carType)
  if (!raw) return null
  const display = formatPhone(raw)
  return { display, masked: maskPhone(display), href: telHref(raw), startsRevealed }
}

/** What the box shows: the full number once revealed (or from the start), else the masked one. */
export function shownPhone(phone: Pick<DealerPhone, 'display' | 'masked' | 'startsRevealed'>, revealed: boolean): string {
  return revealed || phone.startsRevealed ? phone.display : phone.masked
}

/** Revealing is tracked once per page view, and never when the number started revealed. */
export function shouldTrackReveal(phone: Pick<DealerPhone, 'startsRevealed'>, alreadyRevealed: boolean): boolean {
  return !phone.startsRevealed && !alreadyRevealed
}
