// The lead inbox's reads for the admin's own components (the navigation badge, the lead's work
// panel) and the filter bar's GET form. Every read is made as the signed-in user with their access,
// so a dealer's staff count and see only their own dealer's leads.
import { type Endpoint, Forbidden, type Payload, type TypedUser } from 'payload'
import { DASHBOARD_TIME_ZONE } from '@/src/domain/admin/dashboard'
import { type AccessUser, assignedTenantIds, tenantIdOf } from '@/collections/_access/predicates'
import { inboxWhere, parseInboxFilter, whereQueryString } from '@/src/domain/leads/inbox-filter'
import { replyMailto } from '@/src/domain/leads/reply'
import { formatShopperPhone, telHref } from '@/src/domain/phone/phone'

/** Leads still "new" (spam left out) among those this user may read; 0 when signed out. */
export async function countNewLeads(payload: Payload, user: TypedUser | null | undefined): Promise<number> {
  if (!user) return 0
  try {
    const { totalDocs } = await payload.count({
      collection: 'lead-inbox',
      where: { and: [{ status: { equals: 'new' } }, { spam: { not_equals: true } }] },
      user,
      overrideAccess: false,
    })
    return totalDocs
  } catch (err) {
    // Someone on no dealer site yet may read no leads at all: nothing waits for them.
    if (err instanceof Forbidden) return 0
    throw err
  }
}

/** The dealer site's name, as the reply to a lead signs it; empty when the user may not read it. */
export async function dealerName(payload: Payload, user: TypedUser | null | undefined, tenantId: string | null): Promise<string> {
  if (!user || tenantId === null) return ''
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: tenantId,
    user,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
    select: { name: true },
  })
  return tenant?.name ?? ''
}

/** The lead as the edit form holds it (ids or populated documents). */
interface PanelLead {
  tenant?: unknown
  phone?: string | null
  email?: string | null
  name?: string | null
  form?: string | null
  reference?: string | null
  car?: { name?: string | null; stockNumber?: string | null } | null
}

export interface LeadPanel {
  call: { href: string; label: string } | null
  replyHref: string | null
  /** Set when the user works at the lead's dealer, so may take it. */
  takerId: number | string | null
}

/** What the lead's work panel offers this user: call, reply (signed with the dealer's name and theirs), take it. */
export async function leadPanelFor(payload: Payload, user: TypedUser | null | undefined, lead: PanelLead): Promise<LeadPanel> {
  const tenantId = tenantIdOf(lead.tenant)
  const dealer = await dealerName(payload, user, tenantId)
  const tel = telHref(lead.phone)
  const replyHref = replyMailto(
    { email: String(lead.email ?? ''), name: lead.name, form: String(lead.form ?? ''), reference: lead.reference, car: lead.car },
    dealer,
    (user as { name?: string | null } | null | undefined)?.name,
  )
  const worksHere = Boolean(user && tenantId !== null && assignedTenantIds(user as AccessUser).includes(tenantId))
  return {
    call: tel ? { href: tel, label: formatShopperPhone(lead.phone) } : null,
    replyHref,
    takerId: worksHere && user ? user.id : null,
  }
}

/** The lead list's URL for a filter (the day it counts from is the dealers' home zone's). */
export function inboxListUrl(adminRoute: string, raw: Record<string, unknown>, now = new Date()): string {
  const where = inboxWhere(parseInboxFilter(raw), now, DASHBOARD_TIME_ZONE)
  const list = `${adminRoute.replace(/\/$/, '')}/collections/lead-inbox`
  return where ? `${list}?${whereQueryString(where)}` : list
}

/**
 * GET /api/lead-inbox/filter?status=&form=&car=&range=: the filter bar's form, which works without
 * script, lands here and is sent on to the list with the matching `where` query. It reads nothing,
 * and only ever redirects to the lead list.
 */
export const filterLeadsEndpoint: Endpoint = {
  path: '/filter',
  method: 'get',
  handler: (req) =>
    new Response(null, {
      status: 303,
      headers: { location: inboxListUrl(req.payload.config.routes.admin, req.query ?? {}), 'cache-control': 'no-store' },
    }),
}
