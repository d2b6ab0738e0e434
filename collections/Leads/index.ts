import type { CollectionConfig } from 'payload'
import { loggedIn } from '../_access'
import { keepCreatedAt } from '../_hooks/keep-created-at'
import { exportLeadsEndpoint, resendLeadEndpoint } from '@/src/cms/lead-admin'
import { filterLeadsEndpoint } from '@/src/cms/lead-inbox'
import { leadFields } from './fields'
import { leadWorkflow } from './hooks/lead-workflow'
import { eraseLeadAttachments } from './hooks/erase-attached'

/**
 * The dealer's lead inbox. Leads arrive only through POST /api/leads, which stores
 * them server-side for the visited host's dealer; nobody creates one over the API. Staff of a
 * dealer see and work only their own (the multi-tenant plugin narrows every read and write),
 * change the status, assignee and notes, and may delete a person's data (Australian Privacy Principles).
 */
export const Leads: CollectionConfig = {
  slug: 'lead-inbox',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'name', 'lastName', 'form', 'car.name', 'status', 'assignedTo', 'spam'],
    listSearchableFields: ['reference', 'email', 'name', 'lastName', 'phone', 'car.stockNumber'],
    description: 'Enquiries, test drives and other forms sent from your site. Spam is kept here, marked, and never delivered.',
    components: {
      beforeListTable: ['/src/components/admin/LeadsFilterBar#LeadsFilterBar', '/src/components/admin/LeadsExport#LeadsExport'],
    },
  },
  endpoints: [exportLeadsEndpoint, filterLeadsEndpoint, resendLeadEndpoint],
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: loggedIn, delete: loggedIn },
  hooks: { beforeChange: [keepCreatedAt, leadWorkflow], beforeDelete: [eraseLeadAttachments] },
  fields: leadFields,
}
