// Storage of shoppers, their sign-in codes and watchlists for src/api/account.ts.
// Every read and write names the site's tenant: a shopper id from one site's cookie never finds
// a shopper of another site. Creation races (two sign-ins or saves at once) meet at the unique
// indexes and the loser reads the winner's row. A code's tries are counted by one UPDATE:
// read-then-write would let parallel guesses each see the same count.
import type { Payload, Where } from 'payload'
import type { ShopperRecord, ShopperStore, StoredChallenge } from '@/src/api/account'
import { OTP_MAX_TRIES, mobileVariants } from '@/src/domain/shoppers/sign-in'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { isUniqueViolation } from './db-errors'
import { payloadClient } from './payload'

const tenantId = (tenant: TenantConfig) => Number(tenant.id)

const codeWhere = (tenant: TenantConfig, phone: string, device: string): Where => ({
  and: [{ tenantId: { equals: tenantId(tenant) } }, { phone: { equals: phone } }, { device: { equals: device } }],
})

async function codeRow(payload: Payload, tenant: TenantConfig, phone: string, device: string) {
  const { docs } = await payload.find({
    collection: 'shopper-codes',
    where: codeWhere(tenant, phone, device),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

type Pool = { query: <R>(sql: string, values?: unknown[]) => Promise<{ rows: R[] }> }
const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool

async function shopperByPhone(payload: Payload, tenant: TenantConfig, phone: string) {
  const { docs } = await payload.find({
    collection: 'shoppers',
    where: { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: phone } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const record = (doc: { id: number | string; phone: string; sessionVersion?: number | null }): ShopperRecord => ({
  id: String(doc.id),
  phone: doc.phone,
  version: Number(doc.sessionVersion ?? 0),
})

/** A shopper id as the database stores it; anything else finds nothing. */
const rowId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : null)

export function payloadShopperStore(client: () => Promise<Payload> = payloadClient): ShopperStore {
  const ownShopper = async (payload: Payload, tenant: TenantConfig, id: string) => {
    const key = rowId(id)
    if (key === null) return null
    const { docs } = await payload.find({
      collection: 'shoppers',
      where: { and: [{ id: { equals: key } }, { tenant: { equals: tenant.id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0] ?? null
  }

  return {
    async challenge(tenant, phone, device) {
      const row = await codeRow(await client(), tenant, phone, device)
      if (!row) return null
      return {
        codeHash: row.codeHash,
        sentAt: new Date(row.sentAt),
        expiresAt: new Date(row.expiresAt),
        attempts: Number(row.attempts ?? 0),
        used: Boolean(row.used),
      } satisfies StoredChallenge
    },

    async saveChallenge(tenant, phone, device, challenge) {
      const payload = await client()
      const data = {
        codeHash: challenge.codeHash,
        sentAt: challenge.sentAt.toISOString(),
        expiresAt: challenge.expiresAt.toISOString(),
        attempts: challenge.attempts,
        used: challenge.used,
      }
      // Codes of other browsers that have expired: nothing reads them again.
      await payload.delete({
        collection: 'shopper-codes',
        where: {
          and: [{ tenantId: { equals: tenantId(tenant) } }, { phone: { equals: phone } }, { expiresAt: { less_than: data.sentAt } }],
        },
        overrideAccess: true,
      })
      const existing = await codeRow(payload, tenant, phone, device)
      if (existing) {
        await payload.update({ collection: 'shopper-codes', id: existing.id, data, overrideAccess: true, depth: 0 })
        return
      }
      try {
        await payload.create({
          collection: 'shopper-codes',
          data: { ...data, tenantId: tenantId(tenant), phone, device },
          overrideAccess: true,
          depth: 0,
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        const row = await codeRow(payload, tenant, phone, device)
        if (row) await payload.update({ collection: 'shopper-codes', id: row.id, data, overrideAccess: true, depth: 0 })
      }
    },

    async claimTry(tenant, phone, device, now) {
      const { rows } = await poolOf(await client()).query<{ id: number; attempts: string; code_hash: string }>(
        `UPDATE shopper_codes SET attempts = attempts + 1, updated_at = now()
          WHERE tenant_id = $1 AND phone = $2 AND device = $3
            AND used IS NOT TRUE AND attempts < $4 AND expires_at > $5
          RETURNING id, attempts, code_hash`,
        [tenantId(tenant), phone, device, OTP_MAX_TRIES, now.toISOString()],
      )
      const row = rows[0]
      return row ? { id: String(row.id), attempt: Number(row.attempts), codeHash: row.code_hash } : null
    },

    async useCode(id) {
      const { rows } = await poolOf(await client()).query(
        'UPDATE shopper_codes SET used = true, updated_at = now() WHERE id = $1 AND used IS NOT TRUE RETURNING id',
        [Number(id)],
      )
      return rows.length === 1
    },

    async clearChallenge(tenant, phone, device) {
      const payload = await client()
      await payload.delete({ collection: 'shopper-codes', where: codeWhere(tenant, phone, device), overrideAccess: true })
    },

    async signIn(tenant, phone, now) {
      const payload = await client()
      let doc = await shopperByPhone(payload, tenant, phone)
      if (!doc) {
        try {
          doc = await payload.create({
            collection: 'shoppers',
            data: { tenant: tenant.id as number, phone, sessionVersion: 0, lastSignInAt: now.toISOString() },
            overrideAccess: true,
            depth: 0,
          })
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
          doc = await shopperByPhone(payload, tenant, phone)
          if (!doc) throw error
        }
      }
      await payload.update({
        collection: 'shoppers',
        id: doc.id,
        data: { lastSignInAt: now.toISOString() },
        overrideAccess: true,
        depth: 0,
      })
      return record(doc)
    },

    async shopper(tenant, id) {
      const doc = await ownShopper(await client(), tenant, id)
      return doc ? record(doc) : null
    },

    async endSessions(tenant, id) {
      const payload = await client()
      const doc = await ownShopper(payload, tenant, id)
      if (!doc) return
      await payload.update({
        collection: 'shoppers',
        id: doc.id,
        data: { sessionVersion: Number(doc.sessionVersion ?? 0) + 1 },
        overrideAccess: true,
        depth: 0,
      })
    },

    async deleteShopper(tenant, id) {
      const payload = await client()
      const doc = await ownShopper(payload, tenant, id)
      if (doc) await payload.delete({ collection: 'shoppers', id: doc.id, overrideAccess: true })
    },

    async watchlist(tenant, shopperId) {
      const key = rowId(shopperId)
      if (key === null) return []
      const payload = await client()
      const { docs } = await payload.find({
        collection: 'watchlist-entries',
        where: { and: [{ shopper: { equals: key } }, { tenant: { equals: tenant.id } }] },
        sort: '-createdAt',
        limit: 500,
        depth: 0,
        overrideAccess: true,
        select: { car: true },
      })
      return docs.map((d) => d.car)
    },

    async saveCar(tenant, shopperId, slug) {
      const key = rowId(shopperId)
      if (key === null) return
      const payload = await client()
      const where: Where = { and: [{ shopper: { equals: key } }, { car: { equals: slug } }] }
      if ((await payload.count({ collection: 'watchlist-entries', where, overrideAccess: true })).totalDocs > 0) return
      try {
        await payload.create({
          collection: 'watchlist-entries',
          data: { tenant: tenant.id as number, shopper: key, car: slug },
          overrideAccess: true,
          depth: 0,
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
    },

    async removeCar(tenant, shopperId, slug) {
      const key = rowId(shopperId)
      if (key === null) return
      const payload = await client()
      await payload.delete({
        collection: 'watchlist-entries',
        where: { and: [{ shopper: { equals: key } }, { car: { equals: slug } }, { tenant: { equals: tenant.id } }] },
        overrideAccess: true,
      })
    },
  }
}

export interface ShopperEnquiry {
  id: string
  form: string
  carName: string | null
  carSlug: string | null
  sentAt: string
}

/** The shopper's last enquiries on this site (leads sent with their verified number; spam left out). */
export async function recentEnquiries(tenant: TenantConfig, phone: string, limit = 10): Promise<ShopperEnquiry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'lead-inbox',
    where: { and: [{ tenant: { equals: tenant.id } }, { phone: { in: mobileVariants(phone) } }, { spam: { not_equals: true } }] },
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
    select: { form: true, car: true, createdAt: true },
  })
  return docs.map((d) => {
    const car = (d as { car?: { name?: string | null; slug?: string | null } | null }).car
    return { id: String(d.id), form: String(d.form), carName: car?.name ?? null, carSlug: car?.slug ?? null, sentAt: d.createdAt }
  })
}

/** The store every request of this process uses. */
export const shopperStore = payloadShopperStore()
