import type { CollectionConfig, Field } from 'payload'
import { loggedIn, publicRead } from '../_access'
import { labelledLinkFields, linkField } from '../_fields/link'
import { sitePreview } from '../_preview/live-preview'
import { publishChecks } from '../_hooks/publish-checks'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { sameTenantReferences } from '../_hooks/same-tenant-references'
import { publishChecksEndpoint } from '@/src/cms/publish-checks-endpoint'
import { publishChecksPanel } from '../_fields/publish-checks-panel'
import { rowLabel } from '../_fields/row-label'

const menuLink: Field[] = labelledLinkFields()

/** One navigation document per dealer site: header menu and footer columns. */
export const Navigation: CollectionConfig = {
  slug: 'navigation',
  labels: { singular: 'Navigation', plural: 'Navigation' },
  // The header and footer preview on the dealer's home page.
  admin: { group: 'Content', useAsTitle: 'title', ...sitePreview('navigation') },
  access: { read: publicRead({ drafts: false }), create: loggedIn, update: loggedIn, delete: loggedIn },
  hooks: {
    beforeChange: [sameTenantReferences, publishChecks('navigation')],
    afterChange: [revalidateTenantContent],
    afterDelete: [revalidateTenantContent],
  },
  endpoints: [publishChecksEndpoint('navigation', 'navigation')],
  fields: [
    publishChecksPanel,
    { name: 'title', type: 'text', defaultValue: 'Site navigation', admin: { hidden: true } },
    {
      name: 'header',
      type: 'array',
      label: 'Header menu',
      dbName: 'nav_header',
      admin: rowLabel('menu-item'),
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'link',
          options: [
            { label: 'Link', value: 'link' },
            { label: 'Dropdown', value: 'dropdown' },
            { label: 'Mega menu with brand logos', value: 'mega' },
          ],
        },
        { ...linkField({ required: false }), admin: { condition: (_, s) => s?.kind === 'link' } },
        {
          name: 'children',
          type: 'array',
          label: 'Dropdown links',
          dbName: 'nav_children',
          admin: { ...rowLabel('menu-link'), condition: (_, s) => s?.kind !== 'link' },
          fields: menuLink,
        },
        {
          name: 'brands',
          type: 'array',
          label: 'Brand logos',
          dbName: 'nav_brands',
          admin: { ...rowLabel('brand'), condition: (_, s) => s?.kind === 'mega' },
          fields: [{ name: 'name', type: 'text', required: true }, { name: 'logo', type: 'upload', relationTo: 'media' }, linkField()],
        },
      ],
    },
    {
      name: 'footer',
      type: 'array',
      label: 'Footer columns',
      dbName: 'nav_footer',
      maxRows: 5,
      admin: rowLabel('footer-column'),
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', dbName: 'nav_footer_links', admin: rowLabel('menu-link'), fields: menuLink },
      ],
    },
    {
      name: 'footerNote',
      type: 'textarea',
      admin: { description: 'Small print under the footer, e.g. dealer licence numbers.' },
    },
  ],
}
