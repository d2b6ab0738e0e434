import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { tenantIdOf } from '../_access/predicates'
import { isTenantScoped, type TenantScopedSlug } from '../tenant-scoped'
import { collectReferences } from './references'

/**
 * A dealer's document may only point at documents of the same dealer:
 * checked on every save, drafts and autosaves included, since those skip field validation.
 * For the tenants collection the dealer is the document itself.
 */
export const sameTenantReferences: CollectionBeforeChangeHook = async ({ data, originalDoc, collection, req }) => {
  const owner = collection.slug === 'tenants' ? tenantIdOf(originalDoc?.id) : tenantIdOf(data.tenant ?? originalDoc?.tenant)
  if (owner === null) return data
  const lookup = (slug: string) => req.payload.config.blocks?.find((b) => b.slug === slug) as never
  const refs = collectReferences(collection.fields as never, data, lookup).filter((r) => isTenantScoped(r.relationTo))
  const bySlug = new Map<TenantScopedSlug, typeof refs>()
  for (const r of refs) bySlug.set(r.relationTo as TenantScopedSlug, [...(bySlug.get(r.relationTo as TenantScopedSlug) ?? []), r])
  for (const [slug, list] of bySlug) {
    const ids = [...new Set(list.map((r) => r.id))]
    const { docs } = await req.payload.find({
      collection: slug,
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      draft: true,
      select: { tenant: true },
      req,
    })
    const tenantOf = new Map((docs as { id: number | string; tenant?: unknown }[]).map((d) => [String(d.id), tenantIdOf(d.tenant)]))
    const stray = list.find((r) => tenantOf.get(r.id) !== owner)
    if (stray) {
      const what = slug === 'media' ? 'an image' : slug === 'pages' ? 'a page' : 'a document'
      throw new APIError(
        `${stray.path} points at ${what} that does not belong to this dealer site. Choose one from this site.`,
        400,
        [{ path: stray.path, message: 'Not from this dealer site' }],
        true,
      )
    }
  }
  return data
}
