// When a stock feed may sell cars on its own. A truncated or mostly invalid
// file lists few cars, and every car it leaves out would be marked sold: one 1-row file sold a
// yard of 3,749. A run that would sell more than a share of the dealership's available stock, or
// that rejects more than a share of its rows, sells nothing until staff confirm it; its adds and
// updates still apply (they are what the file says), and removals of long-sold cars go ahead.
import { formatCount } from '../numbers'

export interface FeedSafetySettings {
  /** Hold a run that would sell more than this % of the cars available before it (100: never). */
  readonly holdSoldPercent: number
  /** Hold a run that rejects more than this % of its rows, when it would sell any car (100: never). */
  readonly holdRejectedPercent: number
}

export const DEFAULT_FEED_SAFETY: FeedSafetySettings = { holdSoldPercent: 20, holdRejectedPercent: 20 }

/** Selling this many cars or fewer never holds a run: a small yard's ordinary day needs no confirmation. */
export const SALES_NEVER_HELD = 3

export interface FeedRunShape {
  /** Cars of the dealership that were available (not sold) before the run. */
  readonly available: number
  /** Available cars the file leaves out, which the run would mark sold. */
  readonly wouldSell: number
  /** Rows in the file, valid or not. */
  readonly rows: number
  readonly rejected: number
}

const over = (part: number, whole: number, percent: number) => whole > 0 && part * 100 > whole * percent

/** Why the run's sales are held, in the words staff read in the admin and the feed's answer; null when they may go ahead. */
export function feedHoldReason(run: FeedRunShape, settings: FeedSafetySettings = DEFAULT_FEED_SAFETY): string | null {
  if (run.wouldSell <= SALES_NEVER_HELD) return null
  const reasons: string[] = []
  if (over(run.wouldSell, run.available, settings.holdSoldPercent)) {
    reasons.push(
      `it would mark ${formatCount(run.wouldSell)} of ${formatCount(run.available)} available cars sold (more than ${settings.holdSoldPercent}%)`,
    )
  }
  if (over(run.rejected, run.rows, settings.holdRejectedPercent)) {
    reasons.push(
      `${formatCount(run.rejected)} of its ${formatCount(run.rows)} rows were rejected (more than ${settings.holdRejectedPercent}%)`,
    )
  }
  if (reasons.length === 0) return null
  return `Sales held: ${reasons.join(', and ')}. No car was marked sold. Check the file, then confirm the sales or send a corrected file.`
}
