import type { CollectionBeforeDeleteHook } from 'payload'
import { eraseApplicationsOfLeads } from '@/src/cms/finance-application-erasure'

/** Staff deleting a lead (a person's request to erase their data) delete the finance application it carried too. */
export const eraseLeadApplication: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await eraseApplicationsOfLeads(req, [id])
}
