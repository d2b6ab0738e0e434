// What an inventory change means for a search index that is not our database (Algolia):
// full saves for new or reshaped cars, partial updates when only price/status-like fields
// changed, deletes for removed cars. Computed once by ingestion, applied by a writer.
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { stableJson } from '@/src/lib/stable-json'

export type PartialRecord = Partial<SearchRecord> & { objectID: string }

export interface IndexChanges {
  readonly saves: SearchRecord[]
  readonly partials: PartialRecord[]
  readonly deletes: string[]
}

export interface IndexWriter {
  apply(changes: IndexChanges): Promise<void>
}

export const emptyChanges = (): { saves: SearchRecord[]; partials: PartialRecord[]; deletes: string[] } => ({
  saves: [],
  partials: [],
  deletes: [],
})

/** Fields that change often (price drops, sales) and can be sent as a partial update. */
export const PARTIAL_FIELDS = new Set([
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_range',
  'weekly_price',
  'weekly_price_range',
  'youxQuote',
  'finance_lenders',
  'status',
  'sold',
  'sold_date',
  'sold_date_timestamp',
  'visible_until',
  'reserved',
  'reserved_until',
  'tag',
  'updated_at',
  'updated_at_timestamp',
  'views',
  'custom_rank',
])

// Key order differs after a jsonb round trip, so values compare in a key-sorted form.
const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b)

/** null: nothing changed; 'full': save the record; otherwise the partial update to send. */
export function recordChange(before: Record<string, unknown> | undefined, after: SearchRecord): null | 'full' | PartialRecord {
  if (!before) return 'full'
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const changed = [...keys].filter((k) => !same(before[k], (after as Record<string, unknown>)[k]))
  if (changed.length === 0) return null
  // A removed attribute cannot be expressed as a partial update: save the whole record.
  if (changed.some((k) => !PARTIAL_FIELDS.has(k) || !(k in after))) return 'full'
  const partial: PartialRecord = { objectID: after.objectID }
  for (const k of changed) (partial as Record<string, unknown>)[k] = (after as Record<string, unknown>)[k]
  return partial
}

export function addChange(changes: ReturnType<typeof emptyChanges>, before: Record<string, unknown> | undefined, after: SearchRecord) {
  const change = recordChange(before, after)
  if (change === 'full') changes.saves.push(after)
  else if (change) changes.partials.push(change)
}

/** The partial update that puts an online reservation's hold on a car (until a time), or takes it off (null). */
export const holdUpdate = (objectID: string, until: Date | null): PartialRecord =>
  ({ objectID, reserved: until !== null, reserved_until: until?.toISOString() ?? null }) as PartialRecord
