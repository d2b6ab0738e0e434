'use client'
// The page's lead form setup (the site's dealerships, the car, the button labels) for forms
// placed deep in client components such as the sidebar's dialogs.
import { type ReactNode, createContext, useContext } from 'react'
import type { LeadForm as LeadFormKind } from '@/src/domain/leads/form-rules'
import type { LeadFormSetup } from './LeadForm.client'
import { LeadFormIsland } from './LeadFormIsland.client'

export type PageLeadSetup = Omit<LeadFormSetup, 'submitLabel'> & { submitLabels: Partial<Record<LeadFormKind, string>> }

const Context = createContext<PageLeadSetup | null>(null)

export function LeadFormProvider({ setup, children }: { setup: PageLeadSetup; children: ReactNode }) {
  return <Context.Provider value={setup}>{children}</Context.Provider>
}

/** The form of `kind` with the page's setup; nothing outside a provider. */
export function PageLeadForm({ kind, heading }: { kind: LeadFormKind; heading?: string }) {
  const setup = useContext(Context)
  if (!setup) return null
  const { submitLabels, ...rest } = setup
  return <LeadFormIsland kind={kind} heading={heading} setup={{ ...rest, submitLabel: submitLabels[kind] ?? 'Enquire Now' }} />
}
