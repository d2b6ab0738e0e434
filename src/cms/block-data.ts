import type { Page } from '@/payload-types'
import type { PostSummary } from '@/src/domain/content/blog'
import type { DealerLocation } from '@/src/domain/locations/location'
import type { CardHit } from '@/src/domain/inventory/search-card'
import type { StockBlockResult } from '@/src/domain/listings/stock-blocks'
import type { Offer } from '@/src/domain/marketing/offers'
import type { TeamMember } from '@/src/domain/team/team'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { mapTiles } from '@/src/lib/env'
import { type LocationReviews, getLocations, getReviews } from './locations'
import { getOffers } from './marketing'
import { getPosts } from './posts'
import { getTeam } from './team'

/** What a page's content blocks show besides their own fields, read once for the page. */
export interface BlockData {
  locations: DealerLocation[]
  reviews: Record<string, LocationReviews>
  offers: Offer[]
  posts: PostSummary[]
  /** Visible staff, for Team blocks (grouped by location with `locations`). */
  team: TeamMember[]
  /** The map tile server, for blocks that draw maps. */
  tiles: { url: string; attribution: string }
  /** Search grid, Car detail and Budget finder blocks' stock, by block id (read through the site's search). */
  stock: Record<string, StockBlockResult<CardHit & { objectID: string }>>
  /** An editor's draft preview: blocks that hide themselves say why instead. */
  preview: boolean
}

export interface BlockDataOptions {
  /** The stock blocks' reader (src/search/server.ts loadStockBlocks, bound to the site's host). */
  loadStock: (blocks: NonNullable<Page['layout']>) => Promise<BlockData['stock']>
  preview: boolean
}

/** Reads only what the page's blocks use: a page without a Locations or Team block never reads locations. */
export async function loadBlockData(tenant: TenantConfig, blocks: Page['layout'], options: BlockDataOptions): Promise<BlockData> {
  const uses = new Set((blocks ?? []).map((b) => b.blockType))
  // A service booking form offers its location's open times.
  const bookingForm = (blocks ?? []).some((b) => b.blockType === 'leadForm' && b.formKind === 'service')
  const [locations, reviews, offers, posts, team, stock] = await Promise.all([
    uses.has('locations') || uses.has('team') || bookingForm ? getLocations(tenant) : [],
    uses.has('locations') ? getReviews(tenant) : {},
    uses.has('offers') ? getOffers(tenant) : [],
    uses.has('blogPosts') ? getPosts(tenant) : [],
    uses.has('team') ? getTeam(tenant) : [],
    uses.has('searchGrid') || uses.has('carDetail') || uses.has('budgetFinder') ? options.loadStock(blocks ?? []) : {},
  ])
  return { locations, reviews, offers, posts, team, stock, tiles: mapTiles(), preview: options.preview }
}
