// What the holding page of a site not launched yet says: who the dealer is, that the website is
// coming, and how to reach them meanwhile. A template's sample number is never offered.
import { type PhoneBook, formatPhone, phoneFor, telHref } from '@/src/domain/phone/phone'
import { findPlaceholders } from './checklist'

export interface HoldingText {
  title: string
  heading: string
  phone: { display: string; href: string } | null
}

export function holdingText(name: string, phones: PhoneBook): HoldingText {
  const raw = phoneFor(phones)
  const sample = raw !== null && findPlaceholders([{ where: '', href: '', text: raw }]).length > 0
  const href = sample ? null : telHref(raw)
  return {
    title: `${name} — coming soon`,
    heading: `${name} — our new website is coming soon`,
    phone: href && raw ? { display: formatPhone(raw), href } : null,
  }
}
