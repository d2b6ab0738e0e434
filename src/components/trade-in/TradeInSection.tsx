// The online trade-in valuation as a page section: a heading, the wizard in a card and the
// trade-in FAQ. The /sell-my-car page and the Trade-in block both place it.
import { ToolSection } from '@/src/components/layout/ToolSection'
import { TradeInFaq } from '@/src/components/leads/TradeInFaq'
import { dealerFormNotes } from '@/src/domain/leads/form-rules'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { vocabularyOf } from '@/src/domain/tenant/vocabulary'
import { TradeInWizard } from './TradeInWizard.client'

export const TRADE_IN_HEADING = 'Get Your Valuation'

export function TradeInSection({
  tenant,
  id,
  heading = TRADE_IN_HEADING,
  intro,
  faq = true,
  successPath,
}: {
  tenant: TenantConfig
  /** The section's id (its heading's id is derived from it); unique on the page. */
  id: string
  heading?: string
  intro?: string | null
  faq?: boolean
  successPath?: string
}) {
  const { one } = vocabularyOf(tenant.vehicleKind)
  return (
    <ToolSection
      id={id}
      heading={heading}
      intro={
        intro ||
        `Tell us about your ${one} and get an online offer in two minutes. Accept it and bring the ${one} in, or ask us to inspect it first.`
      }
      after={faq && <TradeInFaq />}
    >
      <TradeInWizard one={one} setup={{ dealerships: tenant.inventory.dealerships, successPath, ...dealerFormNotes(tenant.labels) }} />
    </ToolSection>
  )
}
