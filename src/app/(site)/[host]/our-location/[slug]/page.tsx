// /our-location/{slug}, an older location address: it leads to the one location page.
import { permanentRedirect } from 'next/navigation'
import { locationPath } from '@/src/domain/locations/location'
import { requireTenant } from '../../tenant'
import { requireLocation } from '../../locations/load'

export default async function LocationAlias({ params }: { params: Promise<{ host: string; slug: string }> }) {
  const { tenant } = await requireTenant(params)
  permanentRedirect(locationPath((await requireLocation(tenant, (await params).slug)).slug))
}
