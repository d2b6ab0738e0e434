// /brands: the dealer's own "brands" page when an editor has made one; otherwise a
// brand grid of the makes in stock, each leading to that make's stock page.
import type { Metadata } from 'next'
import { BrandGridComponent } from '@/blocks/BrandGrid/Component'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { getPublishedPage } from '@/src/cms/site'
import { MANUFACTURERS_PATH } from '@/src/domain/listings/listing-input'
import { brandSectionFor } from '@/src/domain/navigation/brands'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import { slugify } from '@/src/domain/navigation/slug'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import { stockMakes } from '@/src/search/server'
import { PageView, pageMetadata, type SearchParams } from '../page-view'
import { requireTenant } from '../tenant'

type Props = { params: Promise<{ host: string }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  if (await getPublishedPage(tenant, 'brands')) return pageMetadata(tenant, 'brands')
  return { title: 'Our Brands', description: `The brands ${tenant.name} sells.`, alternates: { canonical: '/brands' } }
}

export default async function BrandsPage({ params, searchParams }: Props) {
  const { tenant, host } = await requireTenant(params)
  if (await getPublishedPage(tenant, 'brands')) return <PageView tenant={tenant} slug="brands" searchParams={searchParams} />
  const makes = [...(await stockMakes(host))].sort((a, b) => a.localeCompare(b, 'en-AU'))
  const brands = makes.map((name) => ({ name, linkKind: 'path' as const, target: `${MANUFACTURERS_PATH}/${slugify(name)}` }))
  return (
    <>
      <Breadcrumbs
        crumbs={buildBreadcrumbs('/brands', { '/brands': 'Our Brands' })}
        origin={await requestOrigin()}
        nonce={await requestNonce()}
      />
      <h1 className="container-site pt-2 text-2xl font-bold md:text-3xl">Our Brands</h1>
      {brands.length === 0 ? (
        <p className="container-site py-8">We have no stock to show right now. Please call us or use the contact form.</p>
      ) : (
        <BrandGridComponent
          block={{ blockType: 'brandGrid', heading: null, sections: [{ kind: brandSectionFor(tenant.vehicleKind), brands }] }}
        />
      )}
    </>
  )
}
