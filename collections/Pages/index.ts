import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@/blocks/config'
import { loggedIn, publicRead } from '../_access'
import { seoField } from '../_fields/seo'
import { slugField } from '../_fields/slug'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { sameTenantReferences } from '../_hooks/same-tenant-references'
import { ensureUniqueSlugPerTenant } from './hooks/unique-slug'
import { livePreviewUrl, previewUrl } from './preview'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    livePreview: { url: livePreviewUrl },
    preview: previewUrl,
  },
  access: { read: publicRead({ drafts: true }), create: loggedIn, update: loggedIn, delete: loggedIn, readVersions: loggedIn },
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
  },
  hooks: {
    beforeChange: [sameTenantReferences],
    afterChange: [revalidateTenantContent],
    afterDelete: [revalidateTenantContent],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { ...slugField, hooks: { beforeValidate: [...(slugField.hooks?.beforeValidate ?? []), ensureUniqueSlugPerTenant] } },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'layout', type: 'blocks', blocks: [...pageBlocks], minRows: 1 }] },
        { label: 'SEO', fields: [seoField] },
      ],
    },
  ],
}
