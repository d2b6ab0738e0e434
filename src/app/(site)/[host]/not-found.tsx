import type { Metadata } from 'next'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { holdingText } from '@/src/domain/onboarding/holding'
import { holdingSiteOfRequest } from './tenant'

/**
 * Before launch every page of the site answers 404 and the layout shows the holding page around
 * this view, which then adds nothing: the title is the holding page's, not "Page not found".
 */
export async function generateMetadata(): Promise<Metadata> {
  const holding = await holdingSiteOfRequest()
  return holding ? { title: { absolute: holdingText(holding.name, holding.phones).title } } : { title: 'Page not found' }
}

/** A missing page on a known dealer site, inside that site's header and footer. */
export default async function PageNotFound() {
  if (await holdingSiteOfRequest()) return null
  return (
    <div className="container-site flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest opacity-60">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 max-w-md opacity-80">The page you were looking for does not exist or has moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <SiteLink className="btn btn-solid" href="/">
          Home
        </SiteLink>
        <SiteLink className="btn btn-outline" href="/special-offers">
          Special offers
        </SiteLink>
      </div>
    </div>
  )
}
