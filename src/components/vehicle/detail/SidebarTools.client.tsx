'use client'
// The sidebar's row of tools: share and copy link, the favourite heart, the watchlist and compare
// buttons, print and PDF.
import { CompareButton } from '@/src/components/shoppers/CompareButton.client'
import { FavouriteButton } from '@/src/components/shoppers/FavouriteButton.client'
import { WatchlistButton } from '@/src/components/shoppers/WatchlistButton.client'
import type { CompareEntry } from '@/src/domain/shoppers/compare'
import type { FavouriteEntry } from '@/src/domain/shoppers/favourites'
import type { WatchlistEntry } from '@/src/domain/shoppers/watchlist'
import { PdfButton } from './PdfButton.client'
import { PrintLink } from './PrintLink.client'
import { ShareButtons } from './ShareButton.client'
import type { PhoneTracking } from './use-phone-reveal'

export interface SidebarToolsProps {
  siteUrl: string | null
  carName: string
  favourite?: FavouriteEntry | null
  watchlist?: WatchlistEntry | null
  compare?: CompareEntry | null
  printHref: string | null
  pdf?: { href: string; fileName: string } | null
  tracking: PhoneTracking
}

export function SidebarTools(props: SidebarToolsProps) {
  return (
    <>
      <ShareButtons siteUrl={props.siteUrl} carName={props.carName} />
      {props.favourite && <FavouriteButton entry={props.favourite} withLabel />}
      {props.watchlist && <WatchlistButton entry={props.watchlist} withLabel />}
      {props.compare && <CompareButton entry={props.compare} withLabel />}
      {props.printHref && <PrintLink href={props.printHref} tracking={props.tracking} />}
      {props.pdf && <PdfButton href={props.pdf.href} fileName={props.pdf.fileName} tracking={props.tracking} />}
    </>
  )
}
