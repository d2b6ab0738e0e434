// On a dealer site's edit view: whether it is public, the onboarding checklist (each item done
// or not, with where to fix it), "Preview site" for its staff and "Launch site" for onboarding
// staff. The server refuses a launch the checklist does not pass (collections/Tenants/hooks/launch.ts).
import type { ServerFieldBase } from 'payload'
import { type AccessUser, canEditTenant, isPlatformAdmin } from '@/collections/_access/predicates'
import { sitePreviewHref } from '@/collections/_preview/live-preview'
import { tenantChecklist } from '@/src/cms/onboarding'
import { LaunchSiteButton } from './LaunchSite.client'

type TenantDoc = { id: number | string; launchedAt?: string | null; domains?: { domain?: string | null }[] | null } & Record<
  string,
  unknown
>

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' })

/** A drawn tick or empty box (an emoji needs a font the admin's machine may lack). */
function DoneMark({ done }: { done: boolean }) {
  return (
    <svg role="img" aria-label={done ? 'Done' : 'Not done'} width="16" height="16" viewBox="0 0 16 16" style={{ verticalAlign: '-3px' }}>
      <rect
        x="1"
        y="1"
        width="14"
        height="14"
        rx="3"
        fill={done ? '#15803d' : 'none'}
        stroke={done ? '#15803d' : 'currentColor'}
        strokeWidth="1.5"
      />
      {done && <path d="M4.5 8.2l2.2 2.2 4.8-4.8" fill="none" stroke="#fff" strokeWidth="1.8" />}
    </svg>
  )
}

export async function LaunchChecklist({ id, req }: ServerFieldBase) {
  const user = req.user as unknown as AccessUser | null
  if (id === undefined || !user || !canEditTenant(user, id)) return null
  const tenant = (await req.payload.findByID({ collection: 'tenants', id, depth: 0, req })) as unknown as TenantDoc
  const items = await tenantChecklist(req.payload, tenant, req)
  const preview = sitePreviewHref(tenant, req, user)
  const onboardingStaff = isPlatformAdmin(user)
  return (
    <section
      aria-label="Launch"
      data-testid="launch-checklist"
      style={{ margin: '0 0 24px', padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
    >
      <h3 style={{ margin: '0 0 8px' }}>
        {tenant.launchedAt
          ? `Launched ${when(tenant.launchedAt)}: the site is public.`
          : 'Not launched: the public sees a “coming soon” page.'}
      </h3>
      <ul style={{ listStyle: 'none', margin: '0 0 12px', padding: 0 }}>
        {items.map((item) => (
          <li key={item.key} data-done={item.done} style={{ margin: '4px 0' }}>
            <DoneMark done={item.done} /> <strong>{item.label}</strong>: {item.message} {!item.done && <a href={item.href}>Fix this</a>}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        {preview && (
          <a className="btn btn--style-secondary btn--size-small" href={preview} target="_blank" rel="noreferrer">
            Preview site
          </a>
        )}
        {onboardingStaff && <LaunchSiteButton launched={Boolean(tenant.launchedAt)} ready={items.every((i) => i.done)} />}
      </div>
    </section>
  )
}
