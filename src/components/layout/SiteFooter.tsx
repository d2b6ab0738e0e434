import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import { SiteLink } from '@/src/components/ui/SiteLink'
import type { Navigation, SiteSetting } from '@/payload-types'
import { formatPhone, telHref } from '@/src/domain/phone/phone'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import type { DealerLocation } from '@/src/domain/locations/location'
import { primaryLocation } from '@/src/domain/locations/select'
import { footerColumns } from './menu'
import { PaymentsStrip } from './PaymentsStrip'

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
}

export function SiteFooter({
  tenant,
  nav,
  settings,
  locations,
  hasPosts,
}: {
  tenant: TenantConfig
  nav: Navigation | null
  settings: SiteSetting | null
  locations: readonly DealerLocation[]
  hasPosts: boolean
}) {
  const columns = footerColumns(nav, { hasPosts })
  // The address and number come from the Locations collection, as on every other page: the
  // primary location's, with a link to the others (a group's six numbers made the footer taller
  // than the space kept for it). The settings' own numbers are the ones no location has
  // (roadside assistance), and their address is for a site without locations.
  const primary = primaryLocation(locations)
  const others = locations.filter((l) => l.visible).length - 1
  const contacts = [...(primary ? [{ label: primary.name, number: primary.phone ?? '' }] : []), ...(settings?.contacts ?? [])].filter((c) =>
    telHref(c.number),
  )
  const year = new Date().getFullYear()
  // No script of its own: kept as the server sent it (KeptHtml), its links still swap pages in place.
  // Skipped in the page's first frame and drawn once the page is idle (.defer-first-frame); the
  // estimates are about its heights on the demo sites (phone, tablet, desktop).
  return (
    <KeptHtml>
      <footer className="defer-first-frame mt-16 bg-[var(--color-footer-bg)] text-[var(--color-footer-text)] [--defer-render-estimate:70rem] md:[--defer-render-estimate:50rem] lg:[--defer-render-estimate:25rem]">
        <div className="container-site grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div>
            <p className="font-[family-name:var(--font-heading)] text-xl font-bold">{tenant.name}</p>
            {settings?.copy?.tagline && <p className="mt-2 text-sm opacity-80">{settings.copy.tagline}</p>}
            {primary ? (
              <address className="mt-4 text-sm not-italic opacity-90">
                {primary.address.street}
                <br />
                {primary.address.city} {primary.address.state} {primary.address.postcode}
              </address>
            ) : (
              settings?.copy?.address && (
                <address className="mt-4 whitespace-pre-line text-sm not-italic opacity-90">{settings.copy.address}</address>
              )
            )}
            {contacts.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm" aria-label="Phone numbers">
                {contacts.map((c) => (
                  <li key={c.label + c.number}>
                    <span className="opacity-80">{c.label}: </span>
                    <a className="font-semibold underline-offset-4 hover:underline" href={telHref(c.number)!}>
                      {formatPhone(c.number)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {others > 0 && (
              <SiteLink href="/locations" className="mt-3 inline-block text-sm font-semibold underline underline-offset-4">
                All {others + 1} locations
              </SiteLink>
            )}
          </div>
          {columns.map((col) => (
            <nav key={col.heading} aria-label={col.heading}>
              <h2 className="text-sm font-bold uppercase tracking-wider">{col.heading}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {col.links.map((l) => (
                  <li key={l.href + l.label}>
                    <SiteLink href={l.href} className="opacity-90 underline-offset-4 hover:underline hover:opacity-100">
                      {l.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="border-t border-white/15">
          <div className="container-site flex flex-col gap-4 py-6 text-xs md:flex-row md:items-center md:justify-between">
            <div className="space-y-1">
              <p>
                © {year} {tenant.name}. All rights reserved.
              </p>
              {nav?.footerNote && <p className="opacity-80">{nav.footerNote}</p>}
            </div>
            {(settings?.social ?? []).length > 0 && (
              <ul className="flex gap-3" aria-label="Social media">
                {settings!.social!.map((s) => (
                  <li key={s.url}>
                    <a href={s.url} rel="noopener noreferrer" target="_blank" className="underline-offset-4 hover:underline">
                      {SOCIAL_LABELS[s.platform] ?? s.platform}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {settings?.payments?.show !== false && <PaymentsStrip methods={settings?.payments?.methods} />}
          </div>
        </div>
      </footer>
    </KeptHtml>
  )
}
