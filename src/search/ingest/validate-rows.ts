// Validates every row of a snapshot with the vehicle schema. Invalid rows are reported as
// (row, field, reason) and skipped; the valid ones are imported. A rejected row that still names
// its car keeps that car as it was: one bad cell must not sell it.
import type { FeedDateOptions } from '@/src/domain/inventory/feed-dates'
import { type Vehicle, parseVehicle } from '@/src/domain/inventory/vehicle'
import type { FeedRow } from './parse-feed'

export interface RowError {
  readonly row: number
  readonly field: string
  readonly reason: string
}

export interface ValidatedRows {
  readonly vehicles: Vehicle[]
  readonly errors: RowError[]
  readonly rejectedRows: number
  /** Feed ids of rejected rows whose car is kept as it was rather than marked sold. */
  readonly keptIds: string[]
}

/** The id a rejected row gives, when it gives a usable one. */
function rowId(data: Record<string, unknown>): string | null {
  const id = typeof data.id === 'number' ? String(data.id) : typeof data.id === 'string' ? data.id.trim() : ''
  return id !== '' && id.length <= 100 ? id : null
}

export function validateRows(rows: readonly FeedRow[], dealership: string, dates?: FeedDateOptions): ValidatedRows {
  const vehicles: Vehicle[] = []
  const errors: RowError[] = []
  const keptIds: string[] = []
  const seen = new Map<string, number>()
  let rejectedRows = 0
  const reject = (issues: RowError[], data?: Record<string, unknown>) => {
    const id = data ? rowId(data) : null
    if (id !== null) keptIds.push(id)
    errors.push(...issues)
    rejectedRows++
  }
  for (const entry of rows) {
    if ('error' in entry) {
      reject([{ row: entry.row, field: 'row', reason: entry.error }])
      continue
    }
    const given = entry.data.dealership_slug
    if (given !== undefined && given !== '' && given !== dealership) {
      reject([{ row: entry.row, field: 'dealership_slug', reason: `belongs to dealership ${String(given)}, not ${dealership}` }])
      continue
    }
    const parsed = parseVehicle({ ...entry.data, dealership_slug: dealership }, dates)
    if (!parsed.ok) {
      reject(
        parsed.issues.map((i) => ({ row: entry.row, ...i })),
        entry.data,
      )
      continue
    }
    const first = seen.get(parsed.vehicle.id)
    if (first !== undefined) {
      reject([{ row: entry.row, field: 'id', reason: `repeats the id of row ${first}` }])
      continue
    }
    seen.set(parsed.vehicle.id, entry.row)
    vehicles.push(parsed.vehicle)
  }
  return { vehicles, errors, rejectedRows, keptIds }
}
