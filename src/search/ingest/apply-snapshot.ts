// Applies a validated full stock snapshot for one dealership inside the caller's transaction:
// new cars added, changed cars updated (content hash compared, so a re-run changes nothing),
// cars missing from the snapshot become sold (sold_date = now, visible for the sold-car days
// through visible_until), and cars sold over a year ago are removed. Cars a rejected row names
// are kept, and a run that would sell too much sells nothing until staff confirm.
import type { PoolClient } from 'pg'
import { objectIdOf, toSearchRecord } from '@/src/domain/inventory/search-record'
import type { Vehicle } from '@/src/domain/inventory/vehicle'
import { DAY_SECONDS, toEpochSeconds } from '@/src/domain/inventory/visibility'
import { type FeedSafetySettings, feedHoldReason } from '@/src/domain/inventory/feed-safety'
import { type IndexChanges, addChange, emptyChanges } from '@/src/search/index-writer'
import { type InventoryDb, ofDealership, table } from '@/src/search/engine/postgres/schema'
import { type StoredVehicle, contentHash, deleteVehicles, upsertVehicles } from '@/src/search/engine/postgres/store'

/** Longer than the largest sold-car days a site may set (365), so no visible car is removed. */
export const SOLD_RETENTION_DAYS = 400

export interface SnapshotCounts {
  added: number
  updated: number
  unchanged: number
  sold: number
  removed: number
  /** Cars a rejected row named: kept as they were instead of sold. */
  kept: number
  /** Cars the file leaves out whose sale waits for staff (the run was held). */
  held: number
}

interface Existing {
  _object_id: string
  _hash: string
  _vehicle: Vehicle
  _record: Record<string, unknown>
}

function stored(vehicle: Vehicle, hash: string, now: Date): StoredVehicle {
  return { vehicle, record: toSearchRecord(vehicle, now), hash }
}

/** A sold car without a date keeps the date it was first seen sold. */
function withSoldDate(vehicle: Vehicle, before: Existing | undefined, now: Date): Vehicle {
  if (vehicle.status !== 'sold' || vehicle.sold_date) return vehicle
  return { ...vehicle, sold_date: before?._vehicle.sold_date ?? now.toISOString() }
}

/**
 * A car held by an online reservation stays reserved when its feed row changes: the hold is
 * ours, not the feed's. Once `reserved_until` has passed, the feed's value stands.
 */
function keepHold(row: StoredVehicle, before: Existing | undefined, now: Date): StoredVehicle {
  const until = before?._record.reserved_until
  if (typeof until !== 'string' || !(new Date(until) > now) || row.vehicle.status !== 'in_stock') return row
  return {
    ...row,
    vehicle: { ...row.vehicle, reserved: true },
    record: { ...row.record, reserved: true, reserved_until: until } as StoredVehicle['record'],
  }
}

interface Plan {
  counts: SnapshotCounts
  changes: ReturnType<typeof emptyChanges>
  writes: StoredVehicle[]
  removed: string[]
}

function planFedVehicles(
  plan: Plan,
  existing: Map<string, Existing>,
  dealership: string,
  vehicles: readonly Vehicle[],
  now: Date,
): Set<string> {
  const inFeed = new Set<string>()
  for (const fed of vehicles) {
    const id = objectIdOf(dealership, fed.id)
    inFeed.add(id)
    const before = existing.get(id)
    const hash = contentHash(fed) // of the feed's content, so the same feed hashes the same
    if (before?._hash === hash) {
      plan.counts.unchanged++
      continue
    }
    const row = keepHold(stored(withSoldDate(fed, before, now), hash, now), before, now)
    plan.writes.push(row)
    addChange(plan.changes, before?._record, row.record)
    plan.counts[before ? 'updated' : 'added']++
  }
  return inFeed
}

/** The available cars the snapshot leaves out: the file says they are gone. */
function unlisted(existing: Map<string, Existing>, listed: ReadonlySet<string>): Existing[] {
  return [...existing.entries()].filter(([id, before]) => !listed.has(id) && before._vehicle.status !== 'sold').map(([, before]) => before)
}

function planSales(plan: Plan, cars: readonly Existing[], now: Date) {
  for (const before of cars) {
    // The "sold:" prefix keeps the hash unequal to any feed content, so the car comes back
    // as an update if a later snapshot lists it again.
    const row = stored({ ...before._vehicle, status: 'sold', sold_date: now.toISOString() }, `sold:${before._hash}`, now)
    plan.writes.push(row)
    addChange(plan.changes, before._record, row.record)
    plan.counts.sold++
  }
}

function planRemovals(plan: Plan, existing: Map<string, Existing>, listed: ReadonlySet<string>, now: Date) {
  const cutoff = toEpochSeconds(now) - SOLD_RETENTION_DAYS * DAY_SECONDS
  for (const [id, before] of existing) {
    if (listed.has(id) || before._vehicle.status !== 'sold') continue
    if (before._vehicle.sold_date && toEpochSeconds(before._vehicle.sold_date) < cutoff) plan.removed.push(id)
  }
}

async function existingCars(client: PoolClient, db: InventoryDb, dealership: string): Promise<Map<string, Existing>> {
  const { rows } = await client.query<Existing>(
    `SELECT _object_id, _hash, _vehicle, _record FROM ${table(db, 'vehicles')} WHERE ${ofDealership(db, '$1')} FOR UPDATE`,
    [dealership],
  )
  return new Map(rows.map((r) => [r._object_id, r]))
}

const emptyPlan = (): Plan => ({
  counts: { added: 0, updated: 0, unchanged: 0, sold: 0, removed: 0, kept: 0, held: 0 },
  changes: emptyChanges(),
  writes: [],
  removed: [],
})

async function write(client: PoolClient, db: InventoryDb, plan: Plan) {
  await upsertVehicles(client, db, plan.writes)
  await deleteVehicles(client, db, plan.removed)
  plan.counts.removed = plan.removed.length
  plan.changes.deletes.push(...plan.removed)
}

export interface SnapshotOptions {
  /** Feed ids of rejected rows: their cars are kept as they were. */
  readonly keptIds: readonly string[]
  /** Rows in the file and how many were rejected, for the hold check. */
  readonly rows: number
  readonly rejected: number
  readonly safety: FeedSafetySettings
}

export interface SnapshotResult {
  counts: SnapshotCounts
  changes: IndexChanges
  /** Why the run's sales wait for staff, or null when they were made. */
  holdReason: string | null
  /** The object ids the file lists or keeps: what a confirmation compares the stock with. */
  listed: string[]
}

export async function applySnapshot(
  client: PoolClient,
  db: InventoryDb,
  dealership: string,
  vehicles: readonly Vehicle[],
  now: Date,
  options: SnapshotOptions,
): Promise<SnapshotResult> {
  const existing = await existingCars(client, db, dealership)
  const plan = emptyPlan()
  const listed = planFedVehicles(plan, existing, dealership, vehicles, now)
  const fedOnly = unlisted(existing, listed)
  for (const id of options.keptIds) listed.add(objectIdOf(dealership, id))
  const toSell = unlisted(existing, listed)
  plan.counts.kept = fedOnly.length - toSell.length
  const available = [...existing.values()].filter((car) => car._vehicle.status !== 'sold').length
  const holdReason = feedHoldReason({ available, wouldSell: toSell.length, rows: options.rows, rejected: options.rejected }, options.safety)
  if (holdReason) plan.counts.held = toSell.length
  else planSales(plan, toSell, now)
  planRemovals(plan, existing, listed, now)
  await write(client, db, plan)
  return { counts: plan.counts, changes: plan.changes as IndexChanges, holdReason, listed: [...listed] }
}

/** Staff confirmed a held run: the cars its file left out are sold now. */
export async function sellUnlisted(client: PoolClient, db: InventoryDb, dealership: string, listed: readonly string[], now: Date) {
  const existing = await existingCars(client, db, dealership)
  const plan = emptyPlan()
  planSales(plan, unlisted(existing, new Set(listed)), now)
  await write(client, db, plan)
  return { counts: plan.counts, changes: plan.changes as IndexChanges }
}
