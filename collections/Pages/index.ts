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
import { sitePreview } from '../_preview/live-preview'
import { publishChecksEndpoint } from '@/src/cms/publish-checks-endpoint'
import { publishChecksPanel } from '../_fields/publish-checks-panel'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    components: { beforeListTable: ['/src/components/admin/PageTemplates#PageTemplates'] },
    ...sitePreview('pages'),
  },
  endpoints: [publishChecksEndpoint('pages', 'page'), pageFromTemplateEndpoint],
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
    publishChecksPanel,
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
