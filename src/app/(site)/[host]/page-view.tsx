import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { DraftBanner } from '@/src/components/preview/DraftBanner'
import { RecentlyViewed } from '@/src/components/shoppers/RecentlyViewed.client'
import { loadBlockData } from '@/src/cms/block-data'
import { payloadClient } from '@/src/cms/payload'
import { draftProblems } from '@/src/cms/publish-checks'
import { loadStockBlocks } from '@/src/search/server'
import { flattenSections } from '@/src/domain/content/sections'
import { getPageTitles, getPublishedPage, previewDraft } from '@/src/cms/site'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { HOME_SLUG, pathForSlug } from '@/src/domain/navigation/slug'
import { seoDescription } from '@/src/domain/content/seo'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

async function loadPage(tenant: TenantConfig, slug: string, searchParams: SearchParams) {
  const draft = await previewDraft('pages', tenant, slug, (await searchParams).preview)
  if (draft) return { page: draft, preview: true }
  return { page: await getPublishedPage(tenant, slug), preview: false }
}

export async function pageMetadata(tenant: TenantConfig, slug: string): Promise<Metadata> {
  const page = await getPublishedPage(tenant, slug)
  if (!page) return { title: 'Page not found' }
  const path = pathForSlug(slug)
  const image = page.seo?.image && typeof page.seo.image === 'object' ? page.seo.image.url : undefined
  // A page whose editor left the description empty still gets one: its own first words, as the
  // SEO panel's Auto-generate would write them.
  const description = page.seo?.description || seoDescription(page as unknown as Record<string, unknown>) || undefined
  return {
    title: slug === HOME_SLUG ? { absolute: page.seo?.title || tenant.name } : page.seo?.title || page.title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: page.seo?.title || page.title,
      description,
      url: path,
      images: image ? [image] : undefined,
    },
  }
}

export async function PageView({ tenant, slug, searchParams }: { tenant: TenantConfig; slug: string; searchParams: SearchParams }) {
  const { page, preview } = await loadPage(tenant, slug, searchParams)
  if (!page) notFound()
  const path = pathForSlug(slug)
  // Reusable sections render as their own blocks, placed where the Section block stands.
  const layout = flattenSections<NonNullable<typeof page.layout>[number]>(page.layout)
  const [titles, origin, nonce, data, problems] = await Promise.all([
    getPageTitles(tenant),
    requestOrigin(),
    requestNonce(),
    loadBlockData(tenant, layout, { loadStock: (blocks) => loadStockBlocks(tenant.domains[0], blocks), preview }),
    // A draft preview says what the publish checks would.
    preview ? payloadClient().then((payload) => draftProblems(payload, tenant.id, page as unknown as Record<string, unknown>)) : null,
  ])
  return (
    <>
      {preview && <DraftBanner problems={problems} />}
      {slug !== HOME_SLUG && (
        <Breadcrumbs crumbs={buildBreadcrumbs(path, { ...titles, [path]: page.title })} origin={origin} nonce={nonce} />
      )}
      <article>
        {slug !== HOME_SLUG && layout[0]?.blockType !== 'hero' && <h1 className="sr-only">{page.title}</h1>}
        <RenderBlocks blocks={layout} tenant={tenant} data={data} />
      </article>
      {slug === HOME_SLUG && <RecentlyViewed />}
    </>
  )
}
