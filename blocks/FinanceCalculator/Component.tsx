import type { FinanceCalculatorBlock } from '@/payload-types'
import { calculatorSettings } from '@/src/components/finance/calculator-view'
import { FinanceCalculatorIsland } from '@/src/components/finance/CalculatorIslands.client'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export function FinanceCalculatorComponent({ block, tenant }: { block: FinanceCalculatorBlock; tenant: TenantConfig }) {
  const settings = calculatorSettings(financeSettingsFromTenant(tenant))
  const headingId = `finance-calculator-${block.id ?? 'block'}`
  const sidebar = block.variant === 'sidebar'
  return (
    <section id="finance-calculator" aria-labelledby={headingId} className="container-site scroll-mt-4 py-10">
      <div className={sidebar ? 'mx-auto max-w-xl' : ''}>
        <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
          {block.heading || 'Finance Calculator'}
        </h2>
        {block.intro && <p className="mt-2 max-w-3xl text-gray-700">{block.intro}</p>}
        <div className="mt-6 rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
          <FinanceCalculatorIsland props={{ variant: sidebar ? 'sidebar' : 'tab', settings, disclaimer: block.disclaimer }} />
        </div>
      </div>
    </section>
  )
}
