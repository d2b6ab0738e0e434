// Server part of both listing pages: breadcrumbs, heading and the first page of results, handed to
// the client listing.
import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { cardContext } from '@/src/domain/inventory/card-context'
import type { ListingCopy } from '@/src/domain/listings/copy'
import { type ListingInput, listingPath } from '@/src/domain/listings/listing-input'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { ListingIsland } from './ListingIsland.client'
import type { FirstListingPage } from '@/src/search/server'

type Props = {
  tenant: TenantConfig
  input: ListingInput
  copy: ListingCopy
  first: FirstListingPage
  /** Shown between the heading and the cars (the offers page's offer cards). */
  before?: ReactNode
  /** The cars are the first thing under the heading (no offer cards above them): their first row loads at once. */
  carsLeadPage?: boolean
  /** The visitor's origin and this response's CSP nonce, for the breadcrumbs' JSON-LD. */
  origin: string
  nonce: string | undefined
}

/** `first` is the first page of results, read by the page (`firstListingPage`). */
export function ListingShell({ tenant, input, copy, first, before, carsLeadPage = true, origin, nonce }: Props) {
  const { result, error } = first
  const crumbs = [
    { name: 'Home', href: '/', position: 1 },
    { name: copy.title, href: listingPath(input), position: 2 },
  ]
  return (
    <>
      <Breadcrumbs crumbs={crumbs} origin={origin} nonce={nonce} />
      <div className="container-site pb-10 pt-2 md:pb-14">
        <header className="mb-6 max-w-3xl">
          <h1 className="text-3xl font-bold md:text-4xl">{copy.title}</h1>
          <p className="mt-2 opacity-80">{copy.description}</p>
        </header>
        {before}
        {error && (
          <p role="alert" className="mb-6 rounded-[var(--radius)] border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        )}
        <ListingIsland
          initialInput={input}
          initialResult={result}
          serverFailed={error !== null}
          card={cardContext(tenant)}
          collapseSold={tenant.features.collapseSoldCars}
          nowIso={new Date().toISOString()}
          placeholder={tenant.labels.searchPlaceholder || 'Search...'}
          searchLabel={`Search ${copy.title}`}
          refreshPath={tenant.inventory.refreshPath}
          leadsPage={carsLeadPage}
        />
      </div>
    </>
  )
}
