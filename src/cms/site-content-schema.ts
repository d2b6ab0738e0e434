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
})

export type SiteContent = z.infer<typeof siteContentSchema>
