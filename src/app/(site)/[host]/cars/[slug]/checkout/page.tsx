// The Reserve buttons' address (spec 2 §1 /cars/{slug}/checkout). Paying a deposit online is the
// shoppers issue's work; until it lands, reserving is a request through the car's enquiry form,
// as the vehicle page's own Reserve button already does, so the button never leads to a 404.
import { notFound, redirect } from 'next/navigation'
import { ENQUIRE_ANCHOR } from '@/src/domain/vehicle-detail/actions'
import { requireTenant } from '../../../tenant'
import { loadCar } from '../load'

export default async function ReserveCar({ params }: { params: Promise<{ host: string; slug: string }> }) {
  const { host } = await requireTenant(params)
  const { slug } = await params
  if (!(await loadCar(host, slug))) notFound()
  redirect(`/cars/${slug}${ENQUIRE_ANCHOR}`)
}
