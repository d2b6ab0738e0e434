// bench:web --calibrate-cpu: the CPU slowdown for this host's speed.

/**
 * The CPU slowdown that makes this host simulate the phone the mobile preset's 4x stands for, from
 * Lighthouse's benchmark index of the host: Lighthouse's CPU throttling calculator (linked from its
 * docs/throttling.md) matches 4x to an index of about 1,533 and adds 1x for every 233 above 1,300
 * (6x at 2,000), 1x for every 500 between 800 and 1,300, and 1x for every 650 below that. On a
 * host twice as fast as the calibration, the preset's 4x simulates a phone about twice as fast as
 * the one it means, and TBT reads low. The calculator's points end at 2,000 (6x); a faster host
 * gets the same line carried on (2,600: 8.6x; 3,000: 10.3x), which assumes the page's style,
 * layout and parsing speed up with the host as much as the index's script does. It overshoots on
 * fast hosts: a blank Next page reads over the TBT budget there (docs/performance.md), so above
 * an index of about 2,000 read the figures as an upper bound.
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650)
}
