import { APIError, type FieldHook } from 'payload'
import { tenantIdOf } from '../_access/predicates'

/**
 * A field's value is unique within a dealer site, per collection (slugs, redirect addresses);
 * two dealers can both have /about-us. `taken` words the error ("This site already has a page at
 * /about-us.").
 */
export function uniquePerTenant(field: string, taken: (value: string) => string): FieldHook {
  return async ({ value, data, originalDoc, req, collection }) => {
    const tenantId = tenantIdOf(data?.tenant ?? originalDoc?.tenant)
    if (!value || !tenantId || !collection) return value
    const existing = await req.payload.find({
      collection: collection.slug as 'pages',
      where: {
        and: [
          { [field]: { equals: value } },
          { tenant: { equals: tenantId } },
          ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      limit: 1,
      depth: 0,
      draft: true,
      req,
    })
    if (existing.docs.length > 0) throw new APIError(taken(value), 400, null, true)
    return value
  }
}

/** Slugs are unique within a dealer site, per collection. */
export const uniqueSlugPerTenant = (taken: (slug: string) => string): FieldHook => uniquePerTenant('slug', taken)
