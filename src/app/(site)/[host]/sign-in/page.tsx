// /sign-in?type={type}&redirect={path}&back={path}: a shopper signs in on this dealer's site with
// their mobile number and a texted code. `redirect` and `back` are same-site paths only; a shopper
// who is already signed in goes straight on.
import type { Metadata } from 'next'
import { notFound, redirect as goTo } from 'next/navigation'
import { SignInForm } from '@/src/components/shoppers/SignInForm.client'
import { isCarSlug } from '@/src/domain/navigation/slug'
import { safeRedirectPath, shopperAccountsOn, signInHeading } from '@/src/domain/shoppers/sign-in'
import { WATCHLIST_PATH } from '@/src/domain/shoppers/watchlist'
import { saveMode } from '@/src/domain/shoppers/saved-cars'
import { isDemoMode } from '@/src/lib/env'
import { firstParam } from '../search-params'
import { requireTenant } from '../tenant'
import { signedInShopper } from '../shopper'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  if (!shopperAccountsOn(tenant.features)) notFound()
  return { title: 'Sign in', robots: { index: false, follow: false }, alternates: { canonical: '/sign-in' } }
}

export default async function SignInPage({ params, searchParams }: Props) {
  const { tenant } = await requireTenant(params)
  if (!shopperAccountsOn(tenant.features)) notFound()
  const query = await searchParams
  const type = firstParam(query.type)
  const redirect = safeRedirectPath(firstParam(query.redirect), WATCHLIST_PATH)
  const back = safeRedirectPath(firstParam(query.back), '/')
  const car = firstParam(query.car_id)
  const saveCar = type === 'watchlist' && typeof car === 'string' && isCarSlug(car) ? car : null
  if (await signedInShopper(tenant)) goTo(redirect)
  return (
    <section className="container-site max-w-lg py-10" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className="mb-2 text-2xl font-bold md:text-3xl">
        {signInHeading(type)}
      </h1>
      <p className="mb-6 text-gray-700">Sign in to {tenant.name} with your mobile number. No password: we text you a code each time.</p>
      <SignInForm
        redirect={redirect}
        saveCar={saveCar}
        demoOutbox={isDemoMode}
        moveFavourites={saveMode(tenant.features) === 'browser-then-garage'}
      />
      <p className="mt-8 text-sm">
        <a href={back} className="underline underline-offset-4">
          ← Go back
        </a>
      </p>
    </section>
  )
}
