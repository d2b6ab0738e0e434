'use client'
// The sidebar's row of tools: share and copy link, the heart, compare, print and PDF.
import { CompareButton } from '@/src/components/shoppers/CompareButton.client'
import { SaveButton } from '@/src/components/shoppers/SaveButton.client'
import type { CompareEntry } from '@/src/domain/shoppers/compare'
import type { SaveEntry } from '@/src/domain/shoppers/saved-cars'
import { PdfButton } from './PdfButton.client'
import { PrintLink } from './PrintLink.client'
import { ShareButtons } from './ShareButton.client'
import type { PhoneTracking } from './use-phone-reveal'

export interface SidebarToolsProps {
  siteUrl: string | null
  carName: string
  /** The car page's path, for the share links the server draws. */
  path: string
  save?: SaveEntry | null
  compare?: CompareEntry | null
  printHref: string | null
  pdf?: { href: string; fileName: string } | null
  tracking: PhoneTracking
}

export function SidebarTools(props: SidebarToolsProps) {
  return (
    <>
      <ShareButtons siteUrl={props.siteUrl} carName={props.carName} path={props.path} />
      {props.save && <SaveButton entry={props.save} withLabel />}
      {props.compare && <CompareButton entry={props.compare} />}
      {props.printHref && <PrintLink href={props.printHref} tracking={props.tracking} />}
      {props.pdf && <PdfButton href={props.pdf.href} fileName={props.pdf.fileName} tracking={props.tracking} />}
    </>
  )
}
