// Feed values arrive loose: CSV gives every cell as text, JSON feeds send numbers as strings
// ("$24,990") and booleans as "Y"/"yes"/1. These preprocessors turn them into the types the
// vehicle schema checks, so one schema validates both feed formats with readable reasons.
import { z } from 'zod'
import { DEFAULT_FEED_DATES, type FeedDateOptions, readFeedDate } from './feed-dates'

/** A type error message that says "is required" when the value is missing altogether. */
export const typeError = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message)

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** Empty cells and nulls mean "not given". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (blank(v) ? undefined : v), schema.optional())
}

export const looseNumber = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v
    const cleaned = v.replace(/[$,\s]/g, '')
    return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : v
  },
  z.number({ error: typeError('must be a number') }).refine(Number.isFinite, { error: 'must be a finite number' }),
)

export const nonNegative = looseNumber.pipe(z.number().min(0, { error: 'must not be negative' }))

export const wholeNumber = (min: number, max: number) =>
  looseNumber.pipe(
    z
      .number()
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` }),
  )

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1'])
const FALSE_WORDS = new Set(['false', 'no', 'n', '0'])

export const looseBoolean = z.preprocess(
  (v) => {
    if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v
    if (typeof v !== 'string') return v
    const word = v.trim().toLowerCase()
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : v
  },
  z.boolean({ error: typeError('must be true or false') }),
)

/** Free text, trimmed; numbers are accepted as text (stock numbers like 10423). */
export const text = (max = 500) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error: typeError('must be text') }).max(max, { error: `must be at most ${max} characters` }),
  )

/**
 * A date or timestamp as feeds send it (see readFeedDate), kept as ISO text. An unreadable or
 * out-of-range date stays as given, so validation reports it on its row.
 */
export const looseDate = (options: FeedDateOptions = DEFAULT_FEED_DATES) =>
  z.preprocess(
    (v) => (v instanceof Date ? (Number.isNaN(v.getTime()) ? v : v.toISOString()) : (readFeedDate(v, options) ?? v)),
    z.iso.datetime({ error: typeError('must be a date') }),
  )

const enumKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** An enum matched ignoring case, spaces, hyphens and underscores ("In Stock" is in_stock). */
export function looseEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const byKey = new Map(values.map((v) => [enumKey(v), v]))
  return z.preprocess(
    (v) => (typeof v === 'string' ? (byKey.get(enumKey(v)) ?? v) : v),
    z.enum(values, { error: typeError(`must be one of ${values.join(', ')}`) }),
  )
}

/** A list given as an array or, in CSV, as text separated by '|'. */
export function looseList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split('|')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item, { error: typeError('must be a list') }),
  )
}
