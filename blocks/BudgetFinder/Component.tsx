// Budget finder block: the shopper's budget against the site's live stock. The page read the
// cheapest and dearest car priced above $1,000 through the site's search (data.stock).
import type { BudgetFinderBlock } from '@/payload-types'
import type { BlockData } from '@/src/cms/block-data'
import { BudgetFinderIsland, PriceRangeSliderIsland } from '@/src/components/finance/CalculatorIslands.client'
import { budgetBounds, budgetFrequencies, budgetPresets } from '@/src/domain/finance/budget'
import { DEFAULT_SEARCH_PATH, vehicleTypeLabel } from '@/src/domain/finance/budget-search'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'

export function BudgetFinderComponent({ block, tenant, data }: { block: BudgetFinderBlock; tenant: TenantConfig; data: BlockData }) {
  const stock = block.id ? data.stock[block.id] : undefined
  const bounds = budgetBounds(stock?.kind === 'prices' ? stock.prices : undefined)
  const typeLabel = block.typeLabel?.trim() || vehicleTypeLabel(tenant.vehicleKind)
  const searchPath = block.searchPath?.trim() || DEFAULT_SEARCH_PATH
  const headingId = `budget-finder-${block.id ?? 'block'}`
  const finance = financeSettingsFromTenant(tenant)
  return (
    <section aria-labelledby={headingId} className="container-site py-10">
      <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
        {block.heading || 'Find cars for your budget'}
      </h2>
      {block.intro && <p className="mt-2 max-w-3xl text-gray-700">{block.intro}</p>}
      <div className={`mt-6 grid gap-6 ${block.showPriceSlider === false ? '' : 'lg:grid-cols-[3fr_2fr] lg:items-start'}`}>
        <div className="rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
          <BudgetFinderIsland
            props={{
              typeLabel,
              presets: budgetPresets(finance),
              frequencies: budgetFrequencies(finance),
              searchPath,
              ...bounds,
            }}
          />
        </div>
        {block.showPriceSlider !== false && (
          <div className="rounded-[var(--radius)] border border-black/10 bg-white p-4 shadow-sm md:p-6">
            <PriceRangeSliderIsland props={{ typeLabel, searchPath }} />
          </div>
        )}
      </div>
    </section>
  )
}
