import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { normaliseDomainInput } from '@/src/domain/host/normalise-host'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { ownershipProblem } from '@/src/domain/inventory/dealership-ownership'
import { stockScopes } from '@/src/cms/stock-scopes'
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
  const others = await stockScopes(req.payload, originalDoc?.id === undefined ? {} : { id: { not_equals: originalDoc.id } }, req)
  const problem = ownershipProblem(parsed.tenant, others)
  if (problem) throw new APIError(problem, 400, null, true)
  return data
}
