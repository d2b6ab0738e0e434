import type { CollectionConfig } from 'payload'
import { TEMPLATE_OPTIONS } from '@/tenants/templates'
import { platformAdminField, platformAdminOnly, tenantsRead } from '../_access'
import { canAdministerTenantAccess } from './access'
import {
  featureFields,
  feedFields,
  financeFields,
  inventoryFields,
  labelFields,
  leadDeliveryFields,
  phoneFields,
  platformOnly,
  reservationFields,
  tenantAdminEdits,
  tenantAdminOnly,
  themeFields,
  withFieldAccess,
} from './fields'
import { sameTenantReferences } from '../_hooks/same-tenant-references'
import { fromDomain, optionsFrom } from './from-domain'
import { applyTemplateOnCreate } from './hooks/apply-template'
import { normaliseDomains, validateTenantConfig } from './hooks/validate'
import { revalidateTenants } from './hooks/revalidate'
import { guardLaunch } from './hooks/launch'
import { launchEndpoints } from './launch-endpoints'

export const Tenants: CollectionConfig = {
  slug: 'tenants',
  labels: { singular: 'Dealer site', plural: 'Dealer sites' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'domains', 'launchedAt', 'updatedAt'],
    group: 'Platform',
    description: 'Each dealer site is chosen by the host name it is visited at.',
  },
  access: {
    // The site reads its own configuration in-process (src/cms); no API shows it to the public.
    read: tenantsRead,
    create: platformAdminOnly,
    update: canAdministerTenantAccess,
    delete: platformAdminOnly,
  },
  endpoints: launchEndpoints,
  hooks: {
    beforeValidate: [normaliseDomains],
    beforeChange: [validateTenantConfig, sameTenantReferences, guardLaunch],
    afterChange: [applyTemplateOnCreate, revalidateTenants],
    afterDelete: [revalidateTenants],
  },
  fields: [
    {
      // Empty until onboarding staff launch the site (hooks/launch.ts): until then its domain
      // shows a holding page and staff preview it. Only the launch endpoints change it
      // (launch-endpoints.ts); the form and REST writes keep the stored value.
      name: 'launchedAt',
      label: 'Launched',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Empty: the site is not public yet; its domain shows a "coming soon" page.',
      },
    },
    {
      name: 'onboarding',
      type: 'ui',
      admin: { components: { Field: '/src/components/admin/LaunchChecklist#LaunchChecklist' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: platformOnly,
          admin: { width: '50%', description: 'Lower-case words joined by hyphens, e.g. harbour-city-motors' },
        },
      ],
    },
    {
      name: 'domains',
      type: 'array',
      minRows: 1,
      required: true,
      access: platformOnly,
      admin: { description: 'Host names this site answers on, e.g. harbourcitymotors.com.au (www. is added automatically).' },
      fields: [{ name: 'domain', type: 'text', required: true, index: true }],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'template',
          type: 'select',
          options: TEMPLATE_OPTIONS,
          access: { create: platformAdminField, update: () => false },
          admin: { width: '50%', description: 'Starter pages, menus and settings created with the site. Used once, on create.' },
        },
        {
          name: 'vehicleKind',
          type: 'select',
          ...fromDomain('vehicleKind'),
          options: optionsFrom('vehicleKind'),
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { name: 'theme', label: 'Theme', fields: themeFields },
        { name: 'phones', label: 'Phone numbers', fields: phoneFields },
        { name: 'labels', label: 'Labels and wording', fields: labelFields },
        {
          name: 'features',
          label: 'Features',
          description: 'Every switch is off unless turned on here. Only platform staff can change them.',
          fields: withFieldAccess(featureFields, platformOnly),
        },
        { name: 'inventory', label: 'Inventory', fields: withFieldAccess(inventoryFields, platformOnly) },
        { name: 'finance', label: 'Finance', fields: financeFields },
        { name: 'reservation', label: 'Reservation', fields: reservationFields },
        { name: 'feed', label: 'Stock feed', fields: withFieldAccess(feedFields, tenantAdminEdits) },
        { name: 'leadDelivery', label: 'Leads', fields: withFieldAccess(leadDeliveryFields, tenantAdminOnly) },
      ],
    },
  ],
}
