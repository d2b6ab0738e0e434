import type { CollectionConfig } from 'payload'
import { sectionBlocks } from '@/blocks/config'
import { loggedIn, publicRead } from '../_access'
import { publishChecks } from '../_hooks/publish-checks'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { sameTenantReferences } from '../_hooks/same-tenant-references'
import { publishChecksEndpoint } from '@/src/cms/publish-checks-endpoint'
import { publishChecksPanel } from '../_fields/publish-checks-panel'

/**
 * Reusable sections: a named group of blocks ("Why buy from us", "Service promise")
 * placed on many pages by the Section block. Publishing a section changes every page that uses
 * it: the site's cached reads of the dealer expire together.
 */
export const Sections: CollectionConfig = {
  slug: 'sections',
  labels: { singular: 'Section', plural: 'Sections' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', '_status', 'updatedAt'],
    description: 'Groups of blocks used on several pages. Publishing a section updates every page that shows it.',
  },
  access: { read: publicRead({ drafts: true }), create: loggedIn, update: loggedIn, delete: loggedIn, readVersions: loggedIn },
  versions: { maxPerDoc: 30, drafts: { autosave: { interval: 800 } } },
  hooks: {
    beforeChange: [sameTenantReferences, publishChecks('section')],
    afterChange: [revalidateTenantContent],
    afterDelete: [revalidateTenantContent],
  },
  endpoints: [publishChecksEndpoint('sections', 'section')],
  fields: [
    publishChecksPanel,
    { name: 'name', type: 'text', required: true, maxLength: 80, admin: { description: 'For editors only, e.g. "Why buy from us".' } },
    { name: 'layout', type: 'blocks', blocks: [...sectionBlocks], minRows: 1, required: true },
  ],
}
