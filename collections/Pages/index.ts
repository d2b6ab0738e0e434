import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@/blocks/config'
import { pageFromTemplateEndpoint } from '@/src/cms/page-templates'
import { loggedIn, publicRead } from '../_access'
import { seoField } from '../_fields/seo'
import { slugField } from '../_fields/slug'
import { pageRedirects } from '../_hooks/moved-redirects'
import { publishChecks } from '../_hooks/publish-checks'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { sameTenantReferences } from '../_hooks/same-tenant-references'
import { uniqueSlugPerTenant } from '../_hooks/unique-slug'
import { livePreviewUrl, previewUrl } from './preview'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    // Phone, tablet and desktop widths in the preview toolbar (issue 15), beside Payload's "responsive".
    components: { beforeListTable: ['/src/components/admin/PageTemplates#PageTemplates'] },
    livePreview: {
      url: livePreviewUrl,
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
    preview: previewUrl,
  },
  endpoints: [pageFromTemplateEndpoint],
  access: { read: publicRead({ drafts: true }), create: loggedIn, update: loggedIn, delete: loggedIn, readVersions: loggedIn },
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
  },
  hooks: {
    beforeChange: [sameTenantReferences, publishChecks('page'), pageRedirects.rememberPublishedSlug],
    afterChange: [pageRedirects.redirectMoved, revalidateTenantContent],
    afterDelete: [pageRedirects.redirectDeleted, revalidateTenantContent],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      ...slugField,
      hooks: {
        beforeValidate: [
          ...(slugField.hooks?.beforeValidate ?? []),
          uniqueSlugPerTenant((slug) => `This site already has a page at /${slug}.`),
        ],
      },
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'layout', type: 'blocks', blocks: [...pageBlocks], minRows: 1 }] },
        { label: 'SEO', fields: [seoField] },
      ],
    },
  ],
}
