import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { breadcrumbJsonLd, safeJsonForScript, type Crumb } from '@/src/domain/navigation/breadcrumbs'

export function Breadcrumbs({ crumbs, origin, nonce }: { crumbs: Crumb[]; origin: string; nonce?: string }) {
  if (crumbs.length < 2) return null
  // No script of its own: kept as the server sent it (KeptHtml), its links still swap pages in place.
  return (
    <KeptHtml>
      <nav aria-label="Breadcrumb" className="container-site py-3 text-sm">
        <ol className="flex flex-wrap items-center gap-1.5">
          {crumbs.map((c, i) => (
            <li key={c.href} className="flex items-center gap-1.5">
              {i > 0 && (
                <span aria-hidden="true" className="opacity-50">
                  /
                </span>
              )}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="font-semibold">
                  {c.name}
                </span>
              ) : (
                <SiteLink href={c.href} className="underline-offset-4 opacity-80 hover:underline">
                  {c.name}
                </SiteLink>
              )}
            </li>
          ))}
        </ol>
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: safeJsonForScript(breadcrumbJsonLd(crumbs, origin)) }}
        />
      </nav>
    </KeptHtml>
  )
}
