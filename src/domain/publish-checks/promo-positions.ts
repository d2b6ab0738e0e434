// A promo tile that never shows: every position it wants is taken, on every page it is for and at
// every moment it is live, by tiles that come before it (a lower Order; see placeTiles). It saves
// as "Live" and passes every other check, so the editor is told here. A warning: the tile is
// harmless, only wasted.
import { type PromoTile, type TileCarType, placeTiles, showsOnPage } from '@/src/domain/marketing/promo-tiles'
import { isLive } from '@/src/domain/marketing/schedule'
import type { Problem } from './types'

export type RankedTile = Pick<PromoTile, 'heading' | 'positions' | 'display' | 'strictDisplay' | 'startsAt' | 'expiresAt'> & {
  id: string | null
  /** The admin's Order: lower first; empty comes after every number. */
  order: number | null
}

export interface TileSite {
  /** The positions of tiles that name none of their own. */
  defaults: readonly number[]
  /** Tiles at random positions are never crowded out for good. */
  randomise: boolean
}

const CAR_TYPES: readonly TileCarType[] = ['new', 'used', 'demo']
/** Every kind of search page: all stock, and each set of car types a page can be limited to. */
const PAGE_TYPES: readonly TileCarType[][] = Array.from({ length: 1 << CAR_TYPES.length }, (_, mask) =>
  CAR_TYPES.filter((_, i) => mask & (1 << i)),
)

const rank = (tile: RankedTile) => tile.order ?? Number.POSITIVE_INFINITY

/** Moments to test: now, and each start or expiry of a tile after now (the set of live tiles changes only there). */
function moments(tiles: readonly RankedTile[], now: Date): Date[] {
  const later = tiles
    .flatMap((t) => [t.startsAt, t.expiresAt])
    .map((d) => (d ? Date.parse(d) : Number.NaN))
    .filter((ms) => !Number.isNaN(ms) && ms > now.getTime())
  return [now, ...[...new Set(later)].map((ms) => new Date(ms))]
}

export function crowdedTileProblems(tile: RankedTile, others: readonly RankedTile[], site: TileSite, now: Date): Problem[] {
  if (site.randomise) return []
  const ahead = others.filter((o) => o.id === null || o.id !== tile.id).filter((o) => rank(o) <= rank(tile))
  if (ahead.length === 0) return []
  let evaluated = false
  const blockers = new Set<RankedTile>()
  for (const at of moments([tile, ...ahead], now)) {
    if (!isLive(tile, at)) continue
    for (const pageTypes of PAGE_TYPES) {
      if (!showsOnPage(tile, pageTypes)) continue
      evaluated = true
      const rivals = ahead.filter((o) => isLive(o, at) && showsOnPage(o, pageTypes))
      // The tile last: a tie in Order may go either way, so it is counted against the tile.
      const placed = placeTiles([...rivals, tile], site, Number.MAX_SAFE_INTEGER, () => 0)
      if (placed.some((p) => p.tile === tile)) return []
      const wanted = new Set(tile.positions.length ? tile.positions : site.defaults)
      for (const p of placed) if (wanted.has(p.position)) blockers.add(p.tile)
    }
  }
  if (!evaluated || blockers.size === 0) return []
  const positions = tile.positions.length ? tile.positions : site.defaults
  const wanted =
    positions.length === 1 ? `position ${positions[0]}` : `positions ${positions.slice(0, -1).join(', ')} and ${positions.at(-1)}`
  const tie = (b: RankedTile) => rank(b) === rank(tile)
  const names = [...blockers].map((b) => `"${b.heading}"${tie(b) ? ' (the same Order)' : ''}`).join(' and ')
  // With the same Order either tile may come first: which one shows is not up to the editor.
  const never = [...blockers].some(tie) ? 'This tile may never show' : 'This tile never shows'
  return [
    {
      rule: 'crowded-tile',
      severity: 'warn',
      path: 'positions',
      where: 'Positions',
      message: `${never}: ${names} already ${blockers.size === 1 ? 'takes' : 'take'} ${wanted} on the same pages. Choose other positions, or give this tile a lower Order.`,
    },
  ]
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [])
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** A promo tile document (as saved, or about to be) in the terms of the rule. */
export function rankedTile(doc: Record<string, unknown>): RankedTile {
  return {
    id: doc.id === undefined || doc.id === null ? null : String(doc.id),
    heading: typeof doc.heading === 'string' ? doc.heading : '',
    order: typeof doc.order === 'number' ? doc.order : null,
    positions: numbers(doc.positions),
    display: (Array.isArray(doc.display) ? doc.display : []).filter((t): t is TileCarType => CAR_TYPES.includes(t as TileCarType)),
    strictDisplay: doc.strictDisplay === true,
    startsAt: text(doc.startsAt),
    expiresAt: text(doc.expiresAt),
  }
}
