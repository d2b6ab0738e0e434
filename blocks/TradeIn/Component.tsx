import type { TradeInBlock } from '@/payload-types'
import { TradeInSection } from '@/src/components/trade-in/TradeInSection'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export function TradeInComponent({ block, tenant, index }: { block: TradeInBlock; tenant: TenantConfig; index: number }) {
  return (
    <div className="container-site py-10">
      <TradeInSection
        tenant={tenant}
        id={`trade-in-${block.id ?? index}`}
        heading={block.heading || undefined}
        intro={block.intro}
        faq={block.showFaq ?? true}
        successPath={block.successPath || undefined}
      />
    </div>
  )
}
