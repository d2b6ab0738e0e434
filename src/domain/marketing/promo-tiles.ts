// Promotional tiles among the search results (each at its positions, within its dates): which tiles
// a page shows and where.
import { type Schedule, isLive } from './schedule'

export type TileCarType = 'new' | 'used' | 'demo'

export interface PromoTile extends Schedule {
  id: string
  heading: string
  text: string | null
  buttonLabel: string | null
  href: string | null
  image: { url: string; alt: string } | null
  /** A CSS colour for the tile's background; the theme's primary colour when empty. */
  background: string | null
  /** 1-based card positions; empty uses the site's default positions. */
  positions: number[]
  /** Car types of the pages it shows on; empty means every page. */
  display: TileCarType[]
  /** Only on pages whose car types all fall within `display` (never on an all-types page). */
  strictDisplay: boolean
}

/** Whether a tile belongs on a page restricted to `pageTypes` (empty: every car type). */
export function showsOnPage(tile: Pick<PromoTile, 'display' | 'strictDisplay'>, pageTypes: readonly TileCarType[]): boolean {
  if (tile.display.length === 0) return true
  if (tile.strictDisplay) return pageTypes.length > 0 && pageTypes.every((t) => tile.display.includes(t))
  return pageTypes.length === 0 || pageTypes.some((t) => tile.display.includes(t))
}

export function tilesForPage<T extends PromoTile>(tiles: readonly T[], now: Date, pageTypes: readonly TileCarType[]): T[] {
  return tiles.filter((t) => isLive(t, now) && showsOnPage(t, pageTypes))
}

export interface PlacedTile<T> {
  position: number
  tile: T
}

/**
 * Where each tile goes on a page of `count` cards: its own positions, else the site's defaults,
 * or one random position each when the site randomises. A position already taken by
 * an earlier tile is skipped.
 */
export function placeTiles<T extends Pick<PromoTile, 'positions'>>(
  tiles: readonly T[],
  site: { defaults: readonly number[]; randomise: boolean },
  count: number,
  random: () => number,
): PlacedTile<T>[] {
  if (count === 0) return []
  const taken = new Set<number>()
  const placed: PlacedTile<T>[] = []
  for (const tile of tiles) {
    const positions = site.randomise ? [1 + Math.floor(random() * count)] : tile.positions.length ? tile.positions : site.defaults
    for (const position of positions) {
      if (position < 1 || taken.has(position)) continue
      taken.add(position)
      placed.push({ position, tile })
    }
  }
  return placed.sort((a, b) => a.position - b.position)
}
