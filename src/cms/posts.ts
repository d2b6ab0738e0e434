import { cache } from 'react'
import type { Post } from '@/payload-types'
import { mediaOf, sizeUrl } from '@/src/domain/content/media'
import type { BlogCategory, PostSummary } from '@/src/domain/content/blog'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { payloadClient } from './payload'
import { cachedForTenant } from './site'

export function toPostSummary(doc: Post): PostSummary {
  const image = mediaOf(doc.heroImage)
  return {
    slug: doc.slug,
    title: doc.title,
    category: doc.category as BlogCategory,
    excerpt: doc.excerpt ?? null,
    image: image ? { url: sizeUrl(image, 'card'), alt: image.alt || doc.title } : null,
    author: doc.author ?? null,
    publishedAt: doc.publishedAt,
  }
}

/** The dealer's published posts, newest first (the public read rule leaves drafts out). */
export const getPosts = cache((tenant: TenantConfig) =>
  cachedForTenant(tenant, ['posts'], async (): Promise<PostSummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 500,
      sort: '-publishedAt',
      pagination: false,
      select: { slug: true, title: true, category: true, excerpt: true, heroImage: true, author: true, publishedAt: true },
      overrideAccess: false,
    })
    return docs.map((d) => toPostSummary(d as Post))
  }),
)

export const getPost = cache((tenant: TenantConfig, slug: string) =>
  cachedForTenant(tenant, ['post', slug], async (): Promise<Post | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: { and: [{ tenant: { equals: tenant.id } }, { slug: { equals: slug } }] },
      depth: 1,
      limit: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  }),
)
