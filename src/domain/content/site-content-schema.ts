import { z } from 'zod'

/**
 * The shape of starter content in tenants/ (templates and demo sites). Blocks are passed to
 * Payload as they are, except rich text given as simple markdown and image references written
 * "@key", which the loader turns into Lexical JSON and media ids.
 */
const block = z.object({ blockType: z.string() }).catchall(z.unknown())

const link = z.object({ type: z.enum(['page', 'custom']).default('custom'), url: z.string(), newTab: z.boolean().optional() })
const labelledLink = z.object({ label: z.string(), link })

export const siteContentSchema = z.object({
  pages: z
    .array(
      z.object({
        title: z.string(),
        slug: z.string(),
        layout: z.array(block).min(1),
        seo: z.object({ title: z.string().optional(), description: z.string().optional() }).optional(),
      }),
    )
    .min(1),
  navigation: z.object({
    header: z.array(
      z.object({
        label: z.string(),
        kind: z.enum(['link', 'dropdown', 'mega']).default('link'),
        link: link.optional(),
        children: z.array(labelledLink).optional(),
        brands: z.array(z.object({ name: z.string(), logo: z.string().optional(), link })).optional(),
      }),
    ),
    footer: z.array(z.object({ heading: z.string(), links: z.array(labelledLink) })),
    footerNote: z.string().optional(),
  }),
  settings: z.record(z.string(), z.unknown()).default({}),
  /** Locations as Payload takes them (collections/Locations); slugs must be unique. */
  locations: z.array(z.object({ name: z.string(), slug: z.string() }).catchall(z.unknown())).default([]),
  /**
   * Reusable sections, published before the pages; a page's Section block names one by
   * its `key` ({ "blockType": "section", "section": "why-buy" }).
   */
  sections: z.array(z.object({ key: z.string(), name: z.string(), layout: z.array(block).min(1) })).default([]),
  /** Offers and promo tiles as Payload takes them; images written "@key". */
  offers: z.array(z.object({ name: z.string() }).catchall(z.unknown())).default([]),
  promoTiles: z.array(z.object({ heading: z.string() }).catchall(z.unknown())).default([]),
  /** Blog posts; `body` is simple markdown. */
  posts: z.array(z.object({ title: z.string(), slug: z.string(), body: z.string() }).catchall(z.unknown())).default([]),
  /** Reviews name their location by slug. */
  reviews: z
    .array(z.object({ location: z.string(), customerName: z.string(), rating: z.number(), text: z.string() }).catchall(z.unknown()))
    .default([]),
  /** Staff as Payload takes them (collections/TeamMembers), naming their location by slug. */
  team: z.array(z.object({ location: z.string(), name: z.string() }).catchall(z.unknown())).default([]),
})

export type SiteContent = z.infer<typeof siteContentSchema>
