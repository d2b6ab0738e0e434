/** Statistics banner count-up (2 seconds), eased so it settles on the target. */
export const COUNT_UP_MS = 2000

/**
 * The count shows a new number at most this often (20 a second). Each new number is a frame of
 * style, layout, paint and layerising for the whole page: about 4 ms of main thread on this
 * machine, 17 ms on Lighthouse's phone. Three counters drawn at 60 a second were 90 such frames in
 * the 2 s; stepping all of them on the same 50 ms beat makes it at most 40, and a count from 0 to
 * 50 still reads as counting.
 */
export const COUNT_UP_STEP_MS = 50

export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  if (!Number.isFinite(target) || target <= 0) return 0
  if (elapsedMs >= durationMs) return target
  if (elapsedMs <= 0) return 0
  const t = elapsedMs / durationMs
  const eased = 1 - (1 - t) ** 3
  return Math.min(target, Math.round(target * eased))
}

/** The number a counter shows `elapsedMs` into its count: the value at the last step's start. */
export function countUpShownValue(target: number, elapsedMs: number): number {
  return countUpValue(target, Math.floor(elapsedMs / COUNT_UP_STEP_MS) * COUNT_UP_STEP_MS)
}
