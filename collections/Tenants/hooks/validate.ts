import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'
import { normaliseDomainInput } from '@/src/domain/host/normalise-host'
import { parseTenantConfig, stripNulls, tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { type OwnershipScope, ownershipProblem } from '@/src/domain/inventory/dealership-ownership'

const inventoryScopeSchema = tenantConfigSchema.pick({ id: true, name: true, slug: true, inventory: true })
import { tenantDocToConfigInput } from '@/src/cms/tenant-config-input'

type DomainRow = { domain?: string | null; id?: string }

export const normaliseDomains: CollectionBeforeValidateHook = ({ data }) => {
  if (!data?.domains) return data
  const rows = (data.domains as DomainRow[]).map((row) => {
    const normalised = row.domain ? normaliseDomainInput(row.domain) : null
    if (row.domain && !normalised) throw new APIError(`"${row.domain}" is not a valid domain name.`, 400, null, true)
    return { ...row, domain: normalised ?? row.domain }
  })
  return { ...data, domains: rows }
}

/**
 * The whole tenant is checked against the TenantConfig schema before it is written, so the
 * site can never load a tenant it cannot render; and a domain can belong to one tenant only.
 */
export const validateTenantConfig: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data, id: originalDoc?.id ?? 0 }
  const parsed = parseTenantConfig(tenantDocToConfigInput(merged, { logoOptional: true }))
  if (!parsed.ok) throw new APIError(`This dealer site cannot be saved: ${parsed.error}`, 400, null, true)

  const domains = parsed.tenant.domains
  if (new Set(domains).size !== domains.length) throw new APIError('Each domain may be listed only once.', 400, null, true)
  const clash = await req.payload.find({
    collection: 'tenants',
    where: {
      and: [{ 'domains.domain': { in: domains } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])],
    },
    limit: 1,
    depth: 0,
    req,
  })
  if (clash.docs.length > 0) {
    const other = clash.docs[0]
    const taken = other.domains?.map((d) => d.domain).find((d) => domains.includes(d))
    throw new APIError(`The domain ${taken} already belongs to ${other.name}.`, 400, null, true)
  }
  const problem = ownershipProblem(parsed.tenant, await otherTenants(req, originalDoc?.id))
  if (problem) throw new APIError(problem, 400, null, true)
  return data
}

/** Every other site's stock settings, for the one-owner-per-dealership check. */
async function otherTenants(req: PayloadRequest, id: number | string | undefined): Promise<OwnershipScope[]> {
  const { docs } = await req.payload.find({
    collection: 'tenants',
    where: id === undefined ? {} : { id: { not_equals: id } },
    select: { name: true, slug: true, inventory: true },
    pagination: false,
    depth: 0,
    req,
  })
  return docs.flatMap((doc) => {
    const parsed = inventoryScopeSchema.safeParse(stripNulls(doc))
    return parsed.success ? [parsed.data] : []
  })
}
