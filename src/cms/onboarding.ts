// Gathers what the onboarding checklist (src/domain/onboarding/checklist.ts) is decided on, for
// one dealer site: its logo, its locations, the stock its feed has delivered and the text of
// everything it shows. Used by the launch guard on Tenants and by the checklist in the admin.
import type { Payload, PayloadRequest } from 'payload'
import {
  type ChecklistItem,
  type ContentText,
  type LocationFacts,
  type OnboardingFacts,
  onboardingChecklist,
} from '@/src/domain/onboarding/checklist'
import { siteDealerships, tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { countCars } from '@/src/search/engine'
import { tenantDocToConfigInput } from './tenant-config-input'

type Doc = Record<string, unknown> & { id: number | string }

/** The dealer's own content that shows on the site, with the words an editor knows it by. */
const CONTENT = [
  { collection: 'pages', label: (d: Doc) => `Page "${d.title ?? d.slug}"` },
  { collection: 'posts', label: (d: Doc) => `Blog post "${d.title ?? d.slug}"` },
  { collection: 'offers', label: (d: Doc) => `Offer "${d.name}"` },
  { collection: 'promo-tiles', label: (d: Doc) => `Promo tile "${d.heading}"` },
  { collection: 'sections', label: (d: Doc) => `Section "${d.name ?? d.title ?? d.id}"` },
  { collection: 'locations', label: (d: Doc) => `Location "${d.name}"` },
  { collection: 'navigation', label: () => 'Menus' },
  { collection: 'site-settings', label: () => 'Site settings' },
] as const

type LocationDoc = Doc & {
  name?: string
  phone?: string | null
  address?: { street?: string | null; city?: string | null; postcode?: string | null } | null
  hours?: { days?: { status?: string | null }[] | null }[] | null
}

function locationFacts(doc: LocationDoc): LocationFacts {
  const a = doc.address
  return {
    id: doc.id,
    name: doc.name ?? 'A location',
    hasAddress: Boolean(a?.street?.trim() && a.city?.trim() && a.postcode?.trim()),
    hasPhone: Boolean(doc.phone?.trim()),
    hasHours: (doc.hours ?? []).some((h) => (h.days ?? []).some((d) => d.status === 'open')),
  }
}

/**
 * The facts for a tenant as it would be saved (`tenant` may carry unsaved edits). Read without
 * access checks: the caller decides who may see or act on the answer.
 */
export async function onboardingFacts(payload: Payload, tenant: Doc, req?: PayloadRequest): Promise<OnboardingFacts> {
  const where = { tenant: { equals: tenant.id } }
  const found = await Promise.all(
    CONTENT.map(async (c) => ({
      ...c,
      docs: (await payload.find({ collection: c.collection, where, depth: 0, pagination: false, req })).docs as unknown as Doc[],
    })),
  )
  const texts: ContentText[] = found.flatMap((c) =>
    c.docs.map((d) => ({ where: c.label(d), href: `/admin/collections/${c.collection}/${d.id}`, text: JSON.stringify(d) })),
  )
  const locations = (found.find((c) => c.collection === 'locations')?.docs ?? []) as LocationDoc[]
  const parsed = parseTenantConfig(tenantDocToConfigInput(tenant, { logoOptional: true }))
  const config = parsed.ok ? parsed.tenant : null
  const theme = tenant.theme as { logo?: unknown } | null | undefined
  return {
    tenantId: tenant.id,
    hasLogo: Boolean(theme?.logo),
    locations: locations.map(locationFacts),
    stockCount: config ? await countCars(tenantInventoryFilter(config, new Date())) : 0,
    feedCount: config ? siteDealerships(config).length : 0,
    texts,
  }
}

export async function tenantChecklist(payload: Payload, tenant: Doc, req?: PayloadRequest): Promise<ChecklistItem[]> {
  return onboardingChecklist(await onboardingFacts(payload, tenant, req))
}
