import type { FinanceApplicationBlock } from '@/payload-types'
import { FinanceApplicationSection } from '@/src/components/finance-application/FinanceApplicationSection'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export function FinanceApplicationComponent({
  block,
  tenant,
  index,
}: {
  block: FinanceApplicationBlock
  tenant: TenantConfig
  index: number
}) {
  return (
    <div className="container-site py-10">
      <FinanceApplicationSection
        tenant={tenant}
        id={`finance-application-${block.id ?? index}`}
        heading={block.heading || undefined}
        intro={block.intro}
        successPath={block.successPath || undefined}
      />
    </div>
  )
}
