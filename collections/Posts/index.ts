import { APIError, type CollectionConfig } from 'payload'
import { BLOG_CATEGORIES, RESERVED_POST_SLUGS } from '@/src/domain/content/blog'
import { loggedIn, publicRead } from '../_access'
import { seoField } from '../_fields/seo'
import { sitePreview } from '../_preview/live-preview'
import { movedDocumentRedirects } from '../_hooks/moved-redirects'
import { publishChecks } from '../_hooks/publish-checks'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { sameTenantReferences } from '../_hooks/same-tenant-references'
import { uniqueSlugPerTenant } from '../_hooks/unique-slug'
import { SEGMENT_SLUG, slugify } from '@/src/domain/navigation/slug'
import { publishChecksEndpoint } from '@/src/cms/publish-checks-endpoint'
import { publishChecksPanel } from '../_fields/publish-checks-panel'

/** Blog posts (under /blog): drafts and scheduled publishing like pages. */
/** A post that moves or is deleted leaves a redirect from /blog/{old slug}. */
const postRedirects = movedDocumentRedirects((slug) => `/blog/${slug}`, '/blog')

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    ...sitePreview('posts'),
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    description: 'Articles on /blog. A "Blog" menu link shows only while at least one post is published.',
  },
  defaultSort: '-publishedAt',
  access: { read: publicRead({ drafts: true }), create: loggedIn, update: loggedIn, delete: loggedIn, readVersions: loggedIn },
  versions: { maxPerDoc: 30, drafts: { autosave: { interval: 800 }, schedulePublish: true } },
  hooks: {
    beforeChange: [sameTenantReferences, publishChecks('post'), postRedirects.rememberPublishedSlug],
    afterChange: [postRedirects.redirectMoved, revalidateTenantContent],
    afterDelete: [postRedirects.redirectDeleted, revalidateTenantContent],
  },
  endpoints: [publishChecksEndpoint('posts', 'post')],
  fields: [
    publishChecksPanel,
    { name: 'title', type: 'text', required: true, maxLength: 140 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'Its address: /blog/<slug>.' },
      hooks: {
        beforeValidate: [
          ({ value, data }) => {
            const slug = slugify(typeof value === 'string' && value ? value : String(data?.title ?? ''))
            if (RESERVED_POST_SLUGS.includes(slug))
              throw new APIError(`/blog/${slug} is a category page; choose another address.`, 400, null, true)
            return slug
          },
          uniqueSlugPerTenant((slug) => `This site already has a post at /blog/${slug}.`),
        ],
      },
      validate: (value: string | null | undefined) =>
        value && SEGMENT_SLUG.test(value) ? true : 'Use lower-case words joined by hyphens, e.g. buying-a-used-ute',
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'buyer-advice',
      options: Object.entries(BLOG_CATEGORIES).map(([value, label]) => ({ value, label })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'author', type: 'text', maxLength: 80, admin: { position: 'sidebar' } },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    {
      name: 'excerpt',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'One or two sentences for the blog list and search results.' },
    },
    { name: 'body', type: 'richText', required: true },
    seoField,
  ],
}
