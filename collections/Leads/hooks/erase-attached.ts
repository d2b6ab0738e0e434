import type { CollectionBeforeDeleteHook } from 'payload'
import { eraseApplicationsOfLeads } from '@/src/cms/finance-application-erasure'
import { erasePhotosOfLeads } from '@/src/cms/trade-in-photo-erasure'

/** Staff deleting a lead (a person's request to erase their data) delete what it carried too: its finance application and its photos. */
export const eraseLeadAttachments: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await eraseApplicationsOfLeads(req, [id])
  await erasePhotosOfLeads(req, [id])
}
