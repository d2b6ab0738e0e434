// The desktop sidebar: the car's banner, heading (year, make, model), subheading (badge, series),
// km / transmission / body facts, the price block or the SOLD panel, location link, share controls,
// action buttons and the call-the-dealer box. The page passes every value in.
import { TagText } from '@/src/components/search/CarCard/TagText'
import type { TagBanner } from '@/src/domain/inventory/tag-banner'
import type { DetailAction } from '@/src/domain/vehicle-detail/actions'
import type { DealerPhone } from '@/src/domain/vehicle-detail/phone-reveal'
import type { ReservedNotice } from '@/src/domain/vehicle-detail/reserved'
import type { SidebarPrice } from '@/src/domain/vehicle-detail/sidebar-price'
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import type { CompareEntry } from '@/src/domain/shoppers/compare'
import type { SaveEntry } from '@/src/domain/shoppers/saved-cars'
import { ActionButtons } from './ActionButtons.client'
import { CallDealerBox } from './CallDealerBox.client'
import type { FinanceTeaserProps } from './FinanceTeaser.client'
import { PriceBlock } from './PriceBlock'
import { SidebarToolsIsland } from './SidebarToolsIsland.client'
import { SoldPanel } from './SoldPanel'
import type { PhoneTracking } from './use-phone-reveal'

export interface SidebarProps {
  /** The car's banner above its heading (detailTagBanner): "Just Sold", "JUST ARRIVED", its own tag... */
  tag: TagBanner
  heading: string
  subheading: string
  carName: string
  /** The car page's path (car.path): the share links carry it. */
  path: string
  facts: { label: string; value: string }[]
  price: SidebarPrice
  /** Said above the price while another shopper holds the car. */
  reserved: ReservedNotice | null
  teaser: FinanceTeaserProps
  /** The printable view, when the site shows the print button (switch printButton). */
  printHref: string | null
  /** The car's PDF ({slug}.pdf drawn on the server), beside the print button. */
  pdf?: { href: string; fileName: string } | null
  /** The heart, on sites where shoppers can save cars. */
  save?: SaveEntry | null
  /** The compare control, on sites with compare, for eligible cars. */
  compare?: CompareEntry | null
  locationName: string | null
  siteUrl: string | null
  actions: DetailAction[]
  phone: DealerPhone | null
  callLabel: string
  tracking: PhoneTracking
}

export function Sidebar(props: SidebarProps) {
  const findSimilar = props.actions.find((a): a is Extract<DetailAction, { kind: 'find-similar' }> => a.kind === 'find-similar')
  return (
    <div className="grid gap-4 rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900 shadow-sm md:p-5">
      {/* Text only: kept as the server sent it, not hydrated (KeptHtml). */}
      <KeptHtml>
        <div>
          {props.tag.kind !== 'none' && props.tag.kind !== 'certified' && (
            <p className="mb-2">
              <TagText tag={props.tag} className="inline-block rounded" />
            </p>
          )}
          <h1 className="text-2xl font-extrabold leading-tight md:text-3xl">{props.heading}</h1>
          {props.subheading && <p className="mt-1 text-lg text-gray-700">{props.subheading}</p>}
        </div>
        {props.facts.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Key facts">
            {props.facts.map((fact) => (
              <li key={fact.label} className="rounded-full bg-[var(--color-surface)] px-3 py-1 text-sm font-semibold">
                <span className="sr-only">{fact.label}: </span>
                {fact.value}
              </li>
            ))}
          </ul>
        )}
      </KeptHtml>
      {props.reserved && (
        <p
          data-testid="reserved-notice"
          className="flex flex-wrap items-center gap-2 rounded-[var(--radius)] bg-gray-100 p-3 text-sm font-semibold"
        >
          <span className="rounded bg-gray-900 px-2 py-0.5 text-xs font-extrabold uppercase tracking-wide text-white">
            {props.reserved.label}
          </span>
          {props.reserved.detail}
        </p>
      )}
      {findSimilar ? <SoldPanel findSimilar={findSimilar} /> : <PriceBlock price={props.price} teaser={props.teaser} />}
      <a href="#vehicle-map" className="flex items-center gap-2 font-semibold underline-offset-4 hover:underline">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 2a7 7 0 00-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z" />
        </svg>
        {props.locationName || 'Vehicle Location'}
      </a>
      <SidebarToolsIsland
        siteUrl={props.siteUrl}
        carName={props.carName}
        path={props.path}
        save={props.save}
        compare={props.compare}
        printHref={props.printHref}
        pdf={props.pdf}
        tracking={props.tracking}
      />
      {!findSimilar && <ActionButtons actions={props.actions} phone={props.phone} tracking={props.tracking} />}
      {props.phone && !findSimilar && <CallDealerBox phone={props.phone} label={props.callLabel} tracking={props.tracking} />}
    </div>
  )
}
