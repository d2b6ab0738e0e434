// Manufacturer listing (spec 1 §2 screen 8, §3 manufacturer search, §7): /manufacturers/toyota
// with model, body, query and page from the URL, 21 cars a page. A make the site neither
// stocks nor names in its menus is not a page of this site.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getNavigation } from '@/src/cms/site'
import { toMenuItems } from '@/src/components/layout/menu'
import { ListingShell } from '@/src/components/listings/ListingShell'
import { manufacturerCopy } from '@/src/domain/listings/copy'
import { manufacturerPath, parseManufacturerParams } from '@/src/domain/listings/listing-input'
import { resolveManufacturer } from '@/src/domain/listings/manufacturer'
import { firstListingPage, stockMakes } from '@/src/search/server'
import type { SearchParams } from '../../page-view'
import { requireTenant } from '../../tenant'

type Props = { params: Promise<{ host: string; manufacturer: string }>; searchParams: SearchParams }

async function load(params: Props['params']) {
  const { tenant, host } = await requireTenant(params)
  const { manufacturer } = await params
  const [makes, nav] = await Promise.all([stockMakes(host), getNavigation(tenant)])
  const brands = toMenuItems(nav).flatMap((item) => item.brands.map((b) => b.name))
  const make = resolveManufacturer(manufacturer, makes, brands)
  if (!make) notFound()
  return { tenant, host, make, copy: manufacturerCopy(make.name, tenant.name, tenant.vehicleKind) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { make, copy } = await load(params)
  const canonical = manufacturerPath(make.name)
  return {
    title: copy.title,
    description: copy.description,
    alternates: { canonical },
    openGraph: { title: copy.title, description: copy.description, url: canonical },
  }
}

export default async function ManufacturerPage({ params, searchParams }: Props) {
  const { tenant, host, make, copy } = await load(params)
  const input = parseManufacturerParams(make.name, await searchParams)
  const first = await firstListingPage(host, input)
  return <ListingShell tenant={tenant} input={input} copy={copy} first={first} />
}
