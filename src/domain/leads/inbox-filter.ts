// The lead inbox's quick filters (status, form, car, when it came in) as the `where` query of
// Payload's list URL. The list, its pagination and the CSV export all read that one query, so a
// filter chosen here is the filter everywhere. The shape is the one Payload's own filter panel
// reads ({ or: [{ and: [...] }] }), so its "Filters" button shows the same conditions.
import { TZDate } from '@date-fns/tz'
import { LEAD_FORMS, type LeadForm } from './form-rules'
import { LEAD_STATUSES, type LeadStatus } from './workflow'

export const DATE_RANGES = ['today', '7d', '30d'] as const
export type DateRange = (typeof DATE_RANGES)[number]

export const DATE_RANGE_LABELS: Record<DateRange, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' }

export interface InboxFilter {
  status?: LeadStatus
  form?: LeadForm
  /** Part of a stock number or a car's name, as typed. */
  car?: string
  range?: DateRange
}

/** Longer than any stock number or car name; keeps a pasted essay out of the URL. */
export const CAR_TEXT_MAX = 80

type Condition = Record<string, Record<string, string>>
export interface InboxWhere {
  or: { and: Condition[] }[]
}

const DAYS: Record<DateRange, number> = { today: 1, '7d': 7, '30d': 30 }

/** Midnight that starts the range in the dealer's zone: today, or the day 6 / 29 days before it. */
export function rangeStart(range: DateRange, now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone)
  local.setDate(local.getDate() - (DAYS[range] - 1))
  local.setHours(0, 0, 0, 0)
  return new Date(local.getTime())
}

const pick = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined

/** The filter bar's GET form, read leniently: an unknown value is no filter, never an error. */
export function parseInboxFilter(raw: Record<string, unknown>): InboxFilter {
  const car = typeof raw.car === 'string' ? raw.car.replace(/\s+/g, ' ').trim().slice(0, CAR_TEXT_MAX) : ''
  return {
    status: pick(LEAD_STATUSES, raw.status),
    form: pick(LEAD_FORMS, raw.form),
    car: car || undefined,
    range: pick(DATE_RANGES, raw.range),
  }
}

/** The list's `where`; none when nothing is chosen. A car matches on its stock number or its name. */
export function inboxWhere(filter: InboxFilter, now: Date, timeZone: string): InboxWhere | null {
  const common: Condition[] = []
  if (filter.status) common.push({ status: { equals: filter.status } })
  if (filter.form) common.push({ form: { equals: filter.form } })
  if (filter.range) common.push({ createdAt: { greater_than_equal: rangeStart(filter.range, now, timeZone).toISOString() } })
  if (filter.car) {
    return { or: ['car.stockNumber', 'car.name'].map((path) => ({ and: [...common, { [path]: { like: filter.car! } }] })) }
  }
  return common.length > 0 ? { or: [{ and: common }] } : null
}

/**
 * The filter a list URL's `where` stands for, when it is one this bar made (else the bar shows
 * nothing chosen). A date range is recognised while its start is still today's.
 */
export function filterFromWhere(where: unknown, now: Date, timeZone: string): InboxFilter {
  const groups = (where as InboxWhere | null)?.or
  if (!Array.isArray(groups) || groups.length === 0) return {}
  const found: InboxFilter = {}
  for (const condition of groups[0]?.and ?? []) {
    const [[path, test] = []] = Object.entries(condition ?? {})
    const value = test && typeof test === 'object' ? Object.values(test)[0] : undefined
    if (path === 'status') found.status = pick(LEAD_STATUSES, value)
    else if (path === 'form') found.form = pick(LEAD_FORMS, value)
    else if (path === 'car.stockNumber' || path === 'car.name') found.car = typeof value === 'string' ? value : undefined
    else if (path === 'createdAt') found.range = DATE_RANGES.find((r) => rangeStart(r, now, timeZone).toISOString() === value)
  }
  const same = JSON.stringify(inboxWhere(found, now, timeZone)) === JSON.stringify(where)
  return same ? found : {}
}

/** `where` as the bracketed query string Payload's list reads (where[or][0][and][0][status][equals]=new). */
export function whereQueryString(where: unknown, prefix = 'where'): string {
  const pairs: string[] = []
  const walk = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`)
    } else if (value !== undefined && value !== null) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    }
  }
  walk(where, prefix)
  return pairs.join('&')
}

/** Next hands a page its query as flat bracketed keys; this rebuilds the `where` object from them. */
export function whereFromSearchParams(params: Record<string, string | string[] | undefined>): unknown {
  let root: Record<string, unknown> | null = null
  for (const [key, raw] of Object.entries(params)) {
    const match = /^where((?:\[[^[\]]*\])+)$/.exec(key)
    const value = Array.isArray(raw) ? raw[0] : raw
    if (!match || value === undefined) continue
    const path = [...match[1].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue
    root ??= {}
    let node: Record<string, unknown> = root
    for (const [i, segment] of path.entries()) {
      if (i === path.length - 1) node[segment] = value
      else {
        const next: unknown = (node[segment] ??= {})
        // where[a]=x beside where[a][b]=y: the first one read wins, the other is dropped.
        if (typeof next !== 'object' || next === null) break
        node = next as Record<string, unknown>
      }
    }
  }
  return root ? arraysFromIndexes(root) : null
}

/** { '0': a, '1': b } → [a, b], as qs parses Payload's own `or`/`and` lists. */
function arraysFromIndexes(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexes(v)] as const)
  const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
  if (!indexed) return Object.fromEntries(entries)
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
}
