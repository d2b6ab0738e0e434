import type { Metadata } from 'next'
import { slugForPath } from '@/src/domain/navigation/slug'
import { PageView, pageMetadata, type SearchParams } from '../page-view'
import { requireTenant } from '../tenant'

type Props = { params: Promise<{ host: string; slug: string[] }>; searchParams: SearchParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  return pageMetadata(tenant, slugForPath((await params).slug))
}

export default async function CmsPage({ params, searchParams }: Props) {
  const { tenant } = await requireTenant(params)
  return <PageView tenant={tenant} slug={slugForPath((await params).slug)} searchParams={searchParams} />
}
