// /favourites: the cars a shopper marked with the heart on this dealer site, kept in
// their browser. Only on sites with the Favourites switch.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FavouritesList } from '@/src/components/shoppers/FavouritesList.client'
import { saveMode } from '@/src/domain/shoppers/saved-cars'
import { requireTenant } from '../tenant'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  if (!tenant.features.favourites) notFound()
  return { title: 'Your favourites', robots: { index: false, follow: true }, alternates: { canonical: '/favourites' } }
}

export default async function FavouritesPage({ params }: Props) {
  const { tenant } = await requireTenant(params)
  if (!tenant.features.favourites) notFound()
  return (
    <section className="container-site py-8" aria-labelledby="favourites-heading">
      <h1 id="favourites-heading" className="mb-6 text-2xl font-bold md:text-3xl">
        Your favourites
      </h1>
      <FavouritesList mode={saveMode(tenant.features) ?? 'browser'} />
    </section>
  )
}
