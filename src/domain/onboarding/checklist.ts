// What onboarding must finish before a new dealer site goes public. Pure: src/cms/onboarding.ts
// gathers the facts, the Tenants hook refuses a launch while an item is open, and the tenant's
// edit view shows the same items as a checklist.

/**
 * Words the starter templates use where the dealer's own content must go (a sample offer, the
 * starter location's street and phone), and the opener of a page template's [[prompt]].
 * Matched case-insensitively anywhere in the site's text; tests/unit/template-placeholders.test.ts
 * keeps every marker in use by a template, and every template's sample text caught by one.
 */
export const PLACEHOLDER_MARKERS = ['edit or delete me', 'describe your offer here', '1 main street', '9000 0000', '[['] as const

export interface LocationFacts {
  id: number | string
  name: string
  hasAddress: boolean
  hasPhone: boolean
  /** At least one department open on at least one weekday. */
  hasHours: boolean
}

/** One piece of the site's content, where it is shown in words and the admin address that edits it. */
export interface ContentText {
  where: string
  href: string
  text: string
}

export interface OnboardingFacts {
  tenantId: number | string
  hasLogo: boolean
  locations: readonly LocationFacts[]
  /** Cars the site would show now: stock that a feed (or an upload) has delivered. */
  stockCount: number
  /** Dealership feeds the site lists; none means no feed can ever deliver. */
  feedCount: number
  texts: readonly ContentText[]
}

export type ChecklistKey = 'logo' | 'location' | 'stock' | 'placeholders'

export interface ChecklistItem {
  key: ChecklistKey
  label: string
  done: boolean
  /** Plain words: what is done, or what is missing and how to fix it. */
  message: string
  /** The admin page where it is fixed. */
  href: string
}

export interface PlaceholderHit {
  where: string
  href: string
  marker: string
}

const ADMIN = '/admin'
const tenantHref = (id: number | string) => `${ADMIN}/collections/tenants/${id}`

export function findPlaceholders(texts: readonly ContentText[]): PlaceholderHit[] {
  return texts.flatMap((t) => {
    const lower = t.text.toLowerCase()
    const marker = PLACEHOLDER_MARKERS.find((m) => lower.includes(m))
    return marker ? [{ where: t.where, href: t.href, marker }] : []
  })
}

function locationItem(locations: readonly LocationFacts[]): ChecklistItem {
  const label = 'A location with its address, phone and opening hours'
  const complete = locations.find((l) => l.hasAddress && l.hasPhone && l.hasHours)
  if (complete)
    return {
      key: 'location',
      label,
      done: true,
      message: `${complete.name} has its address, phone and opening hours.`,
      href: `${ADMIN}/collections/locations/${complete.id}`,
    }
  const first = locations[0]
  if (!first)
    return {
      key: 'location',
      label,
      done: false,
      message: 'Add a location with its address, phone number and opening hours.',
      href: `${ADMIN}/collections/locations/create`,
    }
  const missing = [!first.hasAddress && 'address', !first.hasPhone && 'phone number', !first.hasHours && 'opening hours'].filter(Boolean)
  return {
    key: 'location',
    label,
    done: false,
    message: `${first.name} needs its ${joinWords(missing as string[])}.`,
    href: `${ADMIN}/collections/locations/${first.id}`,
  }
}

function stockItem(facts: OnboardingFacts): ChecklistItem {
  const label = 'Stock feed connected'
  const href = `${ADMIN}/stock-feeds`
  if (facts.stockCount > 0)
    return {
      key: 'stock',
      label,
      done: true,
      message: `${facts.stockCount} ${facts.stockCount === 1 ? 'car is' : 'cars are'} in stock from the feed.`,
      href,
    }
  const message =
    facts.feedCount === 0
      ? 'No stock feed is set up: list the dealership feed in the site settings (Inventory) and connect it.'
      : 'The stock feed has not delivered any cars yet: connect the feed (or upload a file) on the Stock feeds page.'
  return { key: 'stock', label, done: false, message, href: facts.feedCount === 0 ? `${tenantHref(facts.tenantId)}#inventory` : href }
}

function placeholderItem(facts: OnboardingFacts): ChecklistItem {
  const label = 'No sample text from the template left'
  const hits = findPlaceholders(facts.texts)
  if (hits.length === 0)
    return {
      key: 'placeholders',
      label,
      done: true,
      message: 'No sample text is left in the pages, offers, settings or locations.',
      href: tenantHref(facts.tenantId),
    }
  const shown = hits.slice(0, 3).map((h) => `${h.where} ("${h.marker}")`)
  const more = hits.length > 3 ? ` and ${hits.length - 3} more` : ''
  return {
    key: 'placeholders',
    label,
    done: false,
    message: `Replace the template's sample text in ${shown.join('; ')}${more}.`,
    href: hits[0].href,
  }
}

export function onboardingChecklist(facts: OnboardingFacts): ChecklistItem[] {
  const tenant = tenantHref(facts.tenantId)
  return [
    facts.hasLogo
      ? { key: 'logo', label: 'Logo uploaded', done: true, message: 'The logo is uploaded.', href: `${tenant}#theme` }
      : { key: 'logo', label: 'Logo uploaded', done: false, message: "Upload the dealer's logo (Theme tab).", href: `${tenant}#theme` },
    locationItem(facts.locations),
    stockItem(facts),
    placeholderItem(facts),
  ]
}

/** Why a launch is refused, listing every open item; null when the checklist passes. */
export function launchRefusal(items: readonly ChecklistItem[]): string | null {
  const open = items.filter((i) => !i.done)
  if (open.length === 0) return null
  return `This site cannot be launched yet. Still to do: ${open.map((i) => i.message.replace(/\.$/, '')).join('; ')}.`
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
