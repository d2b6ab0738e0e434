import { APIError, type FieldHook } from 'payload'

/** Slugs are unique within a dealer site; two dealers can both have /about-us. */
export const ensureUniqueSlugPerTenant: FieldHook = async ({ value, data, originalDoc, req }) => {
  const tenant = data?.tenant ?? originalDoc?.tenant
  const tenantId = tenant && typeof tenant === 'object' ? tenant.id : tenant
  if (!value || !tenantId) return value
  const existing = await req.payload.find({
    collection: 'pages',
    where: {
      and: [
        { slug: { equals: value } },
        { tenant: { equals: tenantId } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    draft: true,
    req,
  })
  if (existing.docs.length > 0) throw new APIError(`This site already has a page at /${value}.`, 400, null, true)
  return value
}
