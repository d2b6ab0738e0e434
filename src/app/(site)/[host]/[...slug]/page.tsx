import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { getOffers } from '@/src/cms/marketing'
import { modelStockPath } from '@/src/domain/marketing/offers'
import { isLive } from '@/src/domain/marketing/schedule'
import { getPublishedPage } from '@/src/cms/site'
import { MANUFACTURERS_PATH } from '@/src/domain/listings/listing-input'
import { brandOfPath } from '@/src/domain/navigation/brands'
import { slugForPath, slugify } from '@/src/domain/navigation/slug'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { stockMakes } from '@/src/search/server'
import { PageView, pageMetadata, type SearchParams } from '../page-view'
import { followRedirect } from '../redirects'
import { requireTenant } from '../tenant'

type Props = { params: Promise<{ host: string; slug: string[] }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  return pageMetadata(tenant, slugForPath((await params).slug))
}

/**
 * A brand tile's default target (/{brand}/overview, /brands/{brand}) leads to that make's stock
 * page when the dealer has no page of its own there and has the make in stock.
 */
async function brandRedirect(tenant: TenantConfig, host: string, segments: string[]) {
  const brand = brandOfPath(segments)
  if (!brand || (await getPublishedPage(tenant, slugForPath(segments)))) return
  if ((await stockMakes(host)).some((make) => slugify(make) === brand)) permanentRedirect(`${MANUFACTURERS_PATH}/${brand}`)
}

/** An offer's model Explore page (/{modelSlug}) leads to that model's stock. */
async function modelRedirect(tenant: TenantConfig, segments: string[]) {
  if (segments.length !== 1 || (await getPublishedPage(tenant, slugForPath(segments)))) return
  const slug = slugForPath(segments)
  const offer = (await getOffers(tenant)).find((o) => o.model?.slug === slug && isLive(o, new Date()))
  const path = offer ? modelStockPath(offer) : null
  if (path) redirect(path)
}

/** An old address the dealer moved or deleted a page from; a page published at the address wins. */
async function cmsRedirect(tenant: TenantConfig, segments: string[]) {
  const slug = slugForPath(segments)
  if (await getPublishedPage(tenant, slug)) return
  await followRedirect(tenant, `/${slug}`)
}

export default async function CmsPage({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  const segments = (await params).slug
  await cmsRedirect(tenant, segments)
  await brandRedirect(tenant, host, segments)
  await modelRedirect(tenant, segments)
  return <PageView tenant={tenant} slug={slugForPath(segments)} searchParams={searchParams} />
}
