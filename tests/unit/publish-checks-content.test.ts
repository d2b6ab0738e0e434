// The content the platform ships passes the publish checks: the demo dealer sites
// (the demo once advertised "2.99% p.a." in Harbour City's announcement bar without a comparison
// rate) and the onboarding templates, each checked as the seed publishes it.
import { describe, expect, test } from 'vitest'
import { resolveContent } from '@/src/cms/site-content'
import { siteContentSchema, type SiteContent } from '@/src/domain/content/site-content-schema'
import { demoTenantSchema } from '@/src/demo/site/demo-schema'
import { pathForSlug } from '@/src/domain/navigation/slug'
import { type CheckContext, type DocumentKind, blocking, checkDocument } from '@/src/domain/publish-checks'
import { DEMO_TENANTS } from '@/tenants/demo'
import { TEMPLATE_OPTIONS, loadTemplate } from '@/tenants/templates'
import { withStarterPages } from '@/tenants/starter-pages'

type Data = Record<string, unknown>

function documents(content: SiteContent): [DocumentKind, Data][] {
  const c = resolveContent(content, {}) as unknown as Record<string, Data[] | Data>
  const list = (key: string) => (Array.isArray(c[key]) ? (c[key] as Data[]) : [])
  return [
    ...list('pages').map((d): [DocumentKind, Data] => ['page', d]),
    ...list('sections').map((d): [DocumentKind, Data] => ['section', d]),
    ['site-settings', c.settings as Data],
    ...list('offers').map((d): [DocumentKind, Data] => ['offer', d]),
    ...list('promoTiles').map((d): [DocumentKind, Data] => ['promo-tile', d]),
  ]
}

function context(content: SiteContent, colours: { primary: string; secondary: string } | null): CheckContext {
  const paths = [
    ...content.pages.map((p) => pathForSlug(p.slug)),
    ...(content.offers as { model?: { slug?: string } }[]).flatMap((o) => (o.model?.slug ? [`/${o.model.slug}`] : [])),
  ]
  return {
    now: new Date(),
    timeZone: 'Australia/Sydney',
    site: { paths: new Set(paths), pageIds: new Set(), postIds: new Set() },
    mediaAlt: new Map(),
    theme: colours,
  }
}

const sites = [
  ...DEMO_TENANTS.map((raw) => {
    const demo = demoTenantSchema.parse(raw)
    const colours = (demo.tenant as { theme?: { colors?: { primary: string; secondary: string } } }).theme?.colors ?? null
    return { name: `demo ${demo.tenant.slug}`, content: withStarterPages(siteContentSchema.parse(demo.content)), colours }
  }),
  ...TEMPLATE_OPTIONS.map((t) => ({ name: `template ${t.value}`, content: loadTemplate(t.value), colours: null })),
]

describe('shipped content passes the blocking publish checks', () => {
  test.each(sites.map((s) => [s.name, s] as const))('%s', (_, site) => {
    const ctx = context(site.content, site.colours)
    const problems = documents(site.content).flatMap(([kind, doc]) =>
      blocking(checkDocument(kind, doc, ctx)).map(
        (p) => `${kind} ${String(doc.slug ?? doc.name ?? doc.heading ?? '')}: ${p.where}: ${p.message}`,
      ),
    )
    expect(problems).toEqual([])
  })

  test('the demo announcement bar names no rate and no date', () => {
    const harbour = demoTenantSchema.parse(DEMO_TENANTS[0])
    const message = (harbour.content as unknown as { settings: { announcement: { message: string } } }).settings.announcement.message
    expect(message).not.toMatch(/%|January/)
  })
})
