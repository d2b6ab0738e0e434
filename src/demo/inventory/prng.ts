// A small seeded PRNG (mulberry32) so demo stock and benchmark data are reproducible.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
}

/** FNV-1a, to turn a text seed ("harbour-city-motors") into a 32-bit number. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0)
      let roll = next() * total
      for (const [value, weight] of items) {
        roll -= weight
        if (roll < 0) return value
      }
      return items[items.length - 1][0]
    },
  }
  return rng
}
