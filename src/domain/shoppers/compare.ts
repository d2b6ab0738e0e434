// Compare: up to four cars kept in the shopper's browser (no sign-in needed), compared side by
// side at /compare?cars=a,b,c, an address that can be shared. The compare control is hidden
// unless the site has the feature and the car is eligible (with compareNeedsPriceAndImages, a
// price of zero or below, or no images, hides it).
import type { SpecRow } from '@/src/domain/vehicle-detail/spec-rows'
import { parseStoredList, readEntry } from './stored-list'

export const COMPARE_KEY = 'compare'
export const MAX_COMPARE = 4
export const COMPARE_FULL = `You can compare up to ${MAX_COMPARE} cars. Remove one to add another.`

export interface CompareEntry {
  id: string
  name: string
  slug: string
  primary_image_url?: string | null
}

const readCompared = (item: unknown) =>
  readEntry<CompareEntry>(item, {
    id: { min: 1, max: 100 },
    name: { max: 200 },
    slug: { min: 1, max: 200 },
    primary_image_url: { max: 1000, optional: true },
  })

/** What the browser kept, tolerating anything; at most MAX_COMPARE, the latest kept. */
export const parseCompare = (raw: string | null | undefined): CompareEntry[] =>
  parseStoredList(raw, readCompared, (c) => c.id).slice(-MAX_COMPARE)

export const isCompared = (list: readonly CompareEntry[], id: string) => list.some((c) => c.id === id)

/** Adds the car or removes it when there; a fifth car is refused (the list is unchanged). */
export function toggleCompare(list: readonly CompareEntry[], entry: CompareEntry): { list: CompareEntry[]; refused: boolean } {
  if (isCompared(list, entry.id)) return { list: list.filter((c) => c.id !== entry.id), refused: false }
  if (list.length >= MAX_COMPARE) return { list: [...list], refused: true }
  return { list: [...list, entry], refused: false }
}

export interface CompareFeatures {
  compare: boolean
  compareNeedsPriceAndImages: boolean
}

/** The entry a card or car page offers to compare, or null when the control is hidden. */
export function compareEntry(
  features: CompareFeatures,
  car: {
    objectID?: string
    slug?: string
    name?: string
    price?: number | null
    primary_image_url?: string | null
    photos_count?: number | null
    images?: readonly unknown[] | null
  },
): CompareEntry | null {
  const id = String(car.objectID ?? '')
  if (!features.compare || !id || !car.slug) return null
  if (features.compareNeedsPriceAndImages) {
    const hasImages = Boolean(car.primary_image_url) || (car.photos_count ?? 0) > 0 || (car.images?.length ?? 0) > 0
    if (!(typeof car.price === 'number' && car.price > 0) || !hasImages) return null
  }
  return { id, name: car.name ?? '', slug: car.slug, primary_image_url: car.primary_image_url ?? null }
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

/** The car slugs of ?cars=a,b,c: well-formed ones only, each once, at most MAX_COMPARE. */
export function compareSlugs(param: string | string[] | undefined): string[] {
  const raw = (Array.isArray(param) ? param.join(',') : (param ?? '')).split(',')
  const out: string[] = []
  for (const piece of raw) {
    const slug = piece.trim().toLowerCase()
    if (SLUG.test(slug) && !out.includes(slug)) out.push(slug)
    if (out.length === MAX_COMPARE) break
  }
  return out
}

export const comparePath = (slugs: readonly string[]) =>
  slugs.length ? `/compare?cars=${slugs.map(encodeURIComponent).join(',')}` : '/compare'

export interface CompareRow {
  label: string
  /** One per car, in the cars' order; null where the car has no value. */
  values: (string | null)[]
  /** Whether the cars that have a value disagree (or some have none): the table highlights it. */
  differs: boolean
}

/**
 * The side-by-side table from each car's spec rows (the vehicle page's own lists): every label
 * any car has, in the cars' own order; a row no car has a value for never appears.
 */
export function compareTable(cars: readonly (readonly SpecRow[])[]): CompareRow[] {
  const labels: string[] = []
  for (const rows of cars) {
    // A label only a later car has goes after the label it follows in that car's own list.
    let after = -1
    for (const { label } of rows) {
      const at = labels.indexOf(label)
      if (at === -1) labels.splice(++after, 0, label)
      else after = at
    }
  }
  return labels.map((label) => {
    const values = cars.map((rows) => rows.find((r) => r.label === label)?.value ?? null)
    return { label, values, differs: cars.length > 1 && new Set(values).size > 1 }
  })
}

/** Car Details rows that repeat the name or a Car Summary row in other words (Fuel Type beside Fuel). */
const SAID_ALREADY = new Set([
  'Make',
  'Model',
  'Badge',
  'Series',
  'Transmission',
  'Fuel Type',
  'Drive Type',
  'Gear Type',
  'Body Configuration',
  'NVIC',
])

/** A car's facts for the table: its summary, then the details the summary and its name do not already say. */
export const compareFacts = (summary: readonly SpecRow[], details: readonly SpecRow[]): SpecRow[] => [
  ...summary,
  ...details.filter((row) => !SAID_ALREADY.has(row.label)),
]
