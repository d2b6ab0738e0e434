// Finance applications in PostgreSQL: the answers are sealed (AES-256-GCM, src/lib/sealed-text)
// before Payload sees them and opened only here, so the row holds no personal detail in the
// clear. The seal is bound to the dealer: a value copied onto another dealer's row does not open.
// Every read and write names the dealer, so one site's token never reaches another's application.
import type { Payload } from 'payload'
import type { ApplicationStore, ApplicationDraft, StoredApplication } from '@/src/api/finance-application'
import type { SavedAnswers } from '@/src/domain/finance-application/schema'
import { isApplicationStep } from '@/src/domain/finance-application/steps'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { financeApplicationSecret } from '@/src/lib/env'
import { logger } from '@/src/lib/logger'
import { textSealer } from '@/src/lib/sealed-text'
import { storeLead } from './leads'
import { payloadClient } from './payload'

const sealer = textSealer('finance-application', financeApplicationSecret)
const contextOf = (tenant: TenantConfig) => `tenant:${tenant.id}`

const seal = (tenant: TenantConfig, answers: SavedAnswers) => sealer.seal(JSON.stringify(answers), contextOf(tenant))

function open(tenant: TenantConfig, id: string | number, sealed: string | null | undefined): SavedAnswers | null {
  const text = sealed ? sealer.open(sealed, contextOf(tenant)) : null
  // A key that changed (FINANCE_APPLICATION_KEY) or a tampered row: nothing to show, and staff should know.
  if (text === null) logger.error({ application: String(id) }, 'A finance application could not be decrypted')
  return text === null ? null : (JSON.parse(text) as SavedAnswers)
}

const isId = (id: string) => /^\d{1,12}$/.test(id)

export function payloadApplicationStore(client: () => Promise<Payload> = payloadClient): ApplicationStore {
  return {
    async create(tenant, draft) {
      const payload = await client()
      const doc = await payload.create({
        collection: 'finance-applications',
        data: {
          tenant: tenant.id as number,
          status: 'draft',
          stepReached: draft.stepReached,
          expiresAt: draft.expiresAt,
          sealed: seal(tenant, draft.answers),
        },
        overrideAccess: true,
        depth: 0,
      })
      return { id: String(doc.id) }
    },

    async find(tenant, id) {
      if (!isId(id)) return null
      const payload = await client()
      const { docs } = await payload.find({
        collection: 'finance-applications',
        where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }] },
        overrideAccess: true,
        depth: 0,
        limit: 1,
      })
      const doc = docs[0]
      if (!doc) return null
      const leadId = typeof doc.lead === 'object' && doc.lead ? doc.lead.id : doc.lead
      const lead = leadId
        ? await payload.findByID({
            collection: 'lead-inbox',
            id: leadId,
            overrideAccess: true,
            depth: 0,
            disableErrors: true,
            select: { reference: true },
          })
        : null
      const found: StoredApplication = {
        id: String(doc.id),
        status: doc.status,
        stepReached: isApplicationStep(doc.stepReached) ? doc.stepReached : null,
        answers: open(tenant, doc.id, doc.sealed),
        expiresAt: doc.expiresAt ?? null,
        leadReference: lead?.reference ?? null,
        providerReference: doc.providerReference ?? null,
      }
      return found
    },

    async save(tenant, id, draft: ApplicationDraft) {
      const payload = await client()
      await payload.update({
        collection: 'finance-applications',
        where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }, { status: { equals: 'draft' } }] },
        data: { stepReached: draft.stepReached, expiresAt: draft.expiresAt, sealed: seal(tenant, draft.answers) },
        overrideAccess: true,
        depth: 0,
      })
    },

    async referenced(tenant, id, reference) {
      const payload = await client()
      await payload.update({
        collection: 'finance-applications',
        where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }] },
        data: { providerReference: reference },
        overrideAccess: true,
        depth: 0,
      })
    },

    async send(tenant, id, sending) {
      // Kept until its lead is erased, with it; no longer a draft that lapses.
      return storeLead(tenant, sending.lead, sending.key, sending.hold, async (leadId, req) => {
        const payload = await client()
        await payload.update({
          collection: 'finance-applications',
          where: { and: [{ id: { equals: id } }, { tenant: { equals: tenant.id } }] },
          data: { status: 'submitted', stepReached: 'car', expiresAt: null, lead: Number(leadId), sealed: seal(tenant, sending.answers) },
          overrideAccess: true,
          depth: 0,
          req,
        })
      })
    },
  }
}
