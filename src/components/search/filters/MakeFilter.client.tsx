'use client'
// Make filter cards with logos: "Popular Makes" collapsed to the site's popular-make count, "All
// Makes" after "Show all makes", and for each refined make a "Select models" / "Hide" toggle with
// at most 30 models. List rules are in facet-order.ts.
import { useId, useState } from 'react'
import { useInstantSearch, useRefinementList } from 'react-instantsearch'
import { type FacetItem, makeLists, modelList } from '@/src/domain/inventory/facet-order'
import { MAKE_ATTRIBUTE, MODEL_ATTRIBUTE, modelName, modelsOfMake } from '@/src/domain/inventory/search-filters'
import { makeLogoPath } from '@/src/domain/navigation/make-logo'
import { formatCount } from '@/src/domain/numbers'

const MAKE_LIMIT = 200
const MODEL_LIMIT = 1000

type Logos = Readonly<Record<string, string>>

function MakeCard({
  item,
  selected,
  logo,
  onToggle,
}: {
  item: FacetItem
  selected: boolean
  logo: string | undefined
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      data-testid="make-card"
      className={`flex min-h-24 flex-col items-center justify-center gap-1 rounded-[var(--radius)] border p-2 text-center text-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-primary)] ${
        selected
          ? 'border-[var(--color-primary)] bg-[var(--color-primary)]/10 font-bold'
          : 'border-black/15 bg-white hover:border-[var(--color-primary)]'
      }`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG or the dealer's upload, sized here */}
      <img src={logo ?? makeLogoPath(item.label)} alt="" width={64} height={40} className="h-10 w-16 object-contain" loading="lazy" />
      <span className="leading-tight" data-testid="make-name">
        {item.label}
      </span>
      <span className="opacity-60">({formatCount(item.count)})</span>
    </button>
  )
}

function ModelList({
  make,
  models,
  selected,
  onToggle,
}: {
  make: string
  models: FacetItem[]
  selected: ReadonlySet<string>
  onToggle: (value: string) => void
}) {
  if (models.length === 0) return <p className="text-sm opacity-70">No models in these results.</p>
  return (
    <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1" aria-label={`${make} models`}>
      {models.map((m) => (
        <li key={m.value}>
          <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.has(m.value)}
              onChange={() => onToggle(m.value)}
              className="h-4 w-4 accent-[var(--color-primary)]"
            />
            <span>{modelName(m.label)}</span>
            <span className="ml-auto rounded bg-black/5 px-2 text-xs">{formatCount(m.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

export function MakeFilter({ popularCount, logos }: { popularCount: number; logos: Logos }) {
  const headingId = useId()
  const makes = useRefinementList({ attribute: MAKE_ATTRIBUTE, limit: MAKE_LIMIT })
  const models = useRefinementList({ attribute: MODEL_ATTRIBUTE, limit: MODEL_LIMIT })
  const { indexUiState, setIndexUiState } = useInstantSearch()
  const [expanded, setExpanded] = useState(false)
  const [openModels, setOpenModels] = useState<ReadonlySet<string>>(new Set())

  const refinedMakes = indexUiState.refinementList?.[MAKE_ATTRIBUTE] ?? []
  const refinedModels = new Set(indexUiState.refinementList?.[MODEL_ATTRIBUTE] ?? [])
  const lists = makeLists(makes.items, popularCount, expanded, refinedMakes)
  const isRefined = (make: string) => refinedMakes.some((m) => m.toLowerCase() === make.toLowerCase())

  // Un-refining a make also drops its models, which would otherwise leave no results.
  const toggleMake = (make: string) =>
    setIndexUiState((state) => {
      const current = state.refinementList?.[MAKE_ATTRIBUTE] ?? []
      const on = !current.some((m) => m.toLowerCase() === make.toLowerCase())
      const nextMakes = on ? [...current, make] : current.filter((m) => m.toLowerCase() !== make.toLowerCase())
      const keptModels = (state.refinementList?.[MODEL_ATTRIBUTE] ?? []).filter(
        (v) => on || modelsOfMake([{ value: v }], make).length === 0,
      )
      return { ...state, page: 1, refinementList: { ...state.refinementList, [MAKE_ATTRIBUTE]: nextMakes, [MODEL_ATTRIBUTE]: keptModels } }
    })
  const toggleModel = (value: string) => models.refine(value)
  const toggleModels = (make: string) =>
    setOpenModels((open) => {
      const next = new Set(open)
      if (next.has(make)) next.delete(make)
      else next.add(make)
      return next
    })

  if (makes.items.length === 0 && refinedMakes.length === 0) return null
  const grid = (items: FacetItem[]) => (
    <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
      {items.map((item) => (
        <MakeCard
          key={item.value}
          item={item}
          selected={isRefined(item.value)}
          logo={logos[item.value.toLowerCase()]}
          onToggle={() => toggleMake(item.value)}
        />
      ))}
    </div>
  )

  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="make-filter">
      <h2 id={headingId} className="font-bold">
        Popular Makes
      </h2>
      {grid(lists.popular)}
      {lists.all.length > 0 && (
        <>
          <h2 className="font-bold">All Makes</h2>
          {grid(lists.all)}
        </>
      )}
      {lists.canExpand && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          className="justify-self-start text-sm font-semibold text-[var(--color-primary)] underline underline-offset-2"
        >
          {lists.toggleLabel}
        </button>
      )}
      {refinedMakes.map((make) => {
        const open = openModels.has(make)
        const label = makes.items.find((i) => i.value.toLowerCase() === make.toLowerCase())?.label ?? make
        return (
          <div key={make} className="grid gap-2 rounded-[var(--radius)] border border-black/10 p-2">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">{label}</span>
              <button
                type="button"
                aria-expanded={open}
                onClick={() => toggleModels(make)}
                className="text-sm font-semibold text-[var(--color-primary)] underline underline-offset-2"
              >
                {open ? 'Hide' : 'Select models'}
              </button>
            </div>
            {open && (
              <ModelList
                make={label}
                models={modelList(modelsOfMake(models.items, make))}
                selected={refinedModels}
                onToggle={toggleModel}
              />
            )}
          </div>
        )
      })}
    </section>
  )
}
