/** Statistics banner count-up (spec 1 §9: 2 seconds), eased so it settles on the target. */
export const COUNT_UP_MS = 2000

export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  if (!Number.isFinite(target) || target <= 0) return 0
  if (elapsedMs >= durationMs) return target
  if (elapsedMs <= 0) return 0
  const t = elapsedMs / durationMs
  const eased = 1 - (1 - t) ** 3
  return Math.min(target, Math.round(target * eased))
}
