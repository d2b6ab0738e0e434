// The refinements of the two listings, as plain form controls (name = URL key), so the form
// works as a GET form without JavaScript; with it, each change calls onChange at once.
import { type FilterOption, FilterSelect } from '@/src/components/ui/FilterSelect'
import type { FacetItem } from '@/src/domain/inventory/facet-order'
import { bodyLabel } from '@/src/domain/inventory/search-filters'
import { sameValue, withChosen } from '@/src/domain/listings/copy'
import { type ManufacturerListingInput, type OffersListingInput, refine } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'
import { formatPriceRange, parsePriceRange, priceOptions } from '@/src/domain/listings/price-range'
import { formatCount } from '@/src/domain/numbers'

const count = formatCount

/** A listing refinement: its name is the URL key and names its test id. */
function Select(props: {
  name: string
  label: string
  all: string
  value: string
  options: FilterOption[]
  onChange(value: string): void
}) {
  return <FilterSelect {...props} testId={`listing-${props.name}`} all={{ value: '', label: props.all }} />
}

const facetOptions = (items: FacetItem[]) => items.map((i) => ({ value: i.value, label: `${i.label} (${count(i.count)})` }))

/** The chosen value as the facet spells it, so the select shows it whatever case the URL used. */
const spelled = (items: FacetItem[], chosen: string | null) =>
  chosen ? (items.find((i) => sameValue(i.value, chosen))?.value ?? chosen) : ''

export function OffersFilters({
  input,
  result,
  onChange,
}: {
  input: OffersListingInput
  result: ListingResult
  onChange(next: OffersListingInput): void
}) {
  const categories = withChosen(result.facets.categories ?? [], input.categories)
  const chosen = (value: string) => input.categories.some((c) => sameValue(c, value))
  const toggle = (value: string, on: boolean) =>
    onChange(refine(input, { categories: on ? [...input.categories, value] : input.categories.filter((c) => !sameValue(c, value)) }))
  const price = input.price ? formatPriceRange(input.price) : ''
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_14rem] md:items-start">
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-semibold">Categories</legend>
        {categories.length === 0 ? (
          <p className="text-sm opacity-70">No categories for these cars.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="category-chips">
            {categories.map((item) => (
              <li key={item.value}>
                <label className="group flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-black/20 bg-white px-4 text-sm text-black has-[:checked]:border-[var(--color-primary)] has-[:checked]:bg-[var(--color-primary)] has-[:checked]:text-[var(--color-on-primary)] has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--color-focus)]">
                  <input
                    type="checkbox"
                    name="categories"
                    value={item.value}
                    checked={chosen(item.value)}
                    onChange={(e) => toggle(item.value, e.target.checked)}
                    className="sr-only"
                  />
                  <span aria-hidden="true" className="hidden text-base leading-none group-has-[:checked]:inline">
                    ✓
                  </span>
                  <span className="font-semibold">{item.label}</span>
                  <span className="opacity-75">({count(item.count)})</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Select
        name="price"
        label="Price"
        all="Any price"
        value={price}
        options={priceOptions(result.facetStats.price, input.price)}
        onChange={(value) => onChange(refine(input, { price: parsePriceRange(value) }))}
      />
    </div>
  )
}

export function ManufacturerFilters({
  input,
  result,
  onChange,
}: {
  input: ManufacturerListingInput
  result: ListingResult
  onChange(next: ManufacturerListingInput): void
}) {
  const models = withChosen(result.facets.model ?? [], input.model ? [input.model] : [])
  const bodies = withChosen(result.facets.body ?? [], input.body ? [input.body] : [], bodyLabel)
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <Select
        name="model"
        label="Model"
        all="All models"
        value={spelled(models, input.model)}
        options={facetOptions(models)}
        onChange={(v) => onChange(refine(input, { model: v || null }))}
      />
      <Select
        name="body"
        label="Body type"
        all="All body types"
        value={spelled(bodies, input.body)}
        options={facetOptions(bodies)}
        onChange={(v) => onChange(refine(input, { body: v || null }))}
      />
    </div>
  )
}
