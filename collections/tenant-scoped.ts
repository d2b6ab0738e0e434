/** Collections scoped to one dealer site. The tenant-isolation test walks this list. */
export const TENANT_SCOPED = {
  pages: {},
  posts: {},
  media: {},
  locations: {},
  reviews: {},
  'team-members': {},
  offers: {},
  'promo-tiles': {},
  'lead-inbox': {},
  'finance-applications': {},
  'trade-in-photos': {},
  shoppers: {},
  'watchlist-entries': {},
  // Staff of every site showing the car see its reservation (collections/Reservations/access.ts).
  reservations: { useTenantAccess: false, useBaseFilter: false },
  redirects: {},
  sections: {},
  navigation: { isGlobal: true },
  'site-settings': { isGlobal: true },
} as const

export type TenantScopedSlug = keyof typeof TENANT_SCOPED

export const isTenantScoped = (slug: string): slug is TenantScopedSlug => Object.hasOwn(TENANT_SCOPED, slug)
