import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'

/**
 * A page of its own for one of the site's tools (the trade-in valuation, the finance
 * application), on every site whatever pages the dealer has built: its crumbs, its title and a
 * line on what it does, then the tool.
 */
export async function ToolPage({ title, href, intro, children }: { title: string; href: string; intro: ReactNode; children: ReactNode }) {
  const crumbs = [
    { position: 1, name: 'Home', href: '/' },
    { position: 2, name: title, href },
  ]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} origin={await requestOrigin()} nonce={await requestNonce()} />
      <div className="container-site pb-12 pt-2">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
          <p className="mt-2 text-lg text-gray-700">{intro}</p>
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </>
  )
}
