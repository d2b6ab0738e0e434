'use client'

import { SiteLink } from '@/src/components/ui/SiteLink'
import { useId, useState } from 'react'
import { BUDGET_DEFAULTS, budgetEstimate, budgetInput, budgetState, type BudgetFrequency } from '@/src/domain/finance/budget'
import { priceSearchUrl } from '@/src/domain/finance/budget-search'
import { BUDGET_DISCLAIMER } from '@/src/domain/finance/disclaimer'
import { formatMoney } from '@/src/domain/finance/money'
import { FrequencySelector } from './FrequencySelector'
import { NumberBox } from './NumberBox.client'

export interface BudgetFinderProps {
  /** "Car", "Caravan" ...: the {type} of "0 {type}s Found". */
  typeLabel: string
  presets: readonly number[]
  searchPath: string
  /** The cheapest car the site has for a budget (budgetBounds): 0 when unknown, null when it has none. */
  cheapestPrice: number | null
  /** The dearest such car, the search's price cap; null for the default cap. */
  maxPrice: number | null
  /** Monthly first (budgetFrequencies); with monthly alone there is nothing to choose. */
  frequencies: readonly BudgetFrequency[]
}

/** A rough budget from repayments and deposit, or a quick pick, to a priced search. */
export function BudgetFinder({ typeLabel, presets, searchPath, cheapestPrice, maxPrice, frequencies }: BudgetFinderProps) {
  const id = useId()
  const [frequency, setFrequency] = useState<BudgetFrequency>(frequencies[0])
  const [repayment, setRepayment] = useState<number>(BUDGET_DEFAULTS.repayment.month)
  const [deposit, setDeposit] = useState<number>(BUDGET_DEFAULTS.deposit)
  const [picked, setPicked] = useState<number | null>(null)

  const budget = picked ?? budgetEstimate(repayment, deposit, frequency)
  const state = budgetState(budget, cheapestPrice, maxPrice, typeLabel)
  const none = state.kind === 'none'

  const changeFrequency = (next: BudgetFrequency) => {
    // Keep a typed repayment; swap only the untouched default (600 monthly / 200 weekly).
    if (repayment === BUDGET_DEFAULTS.repayment[frequency]) setRepayment(BUDGET_DEFAULTS.repayment[next])
    setFrequency(next)
    setPicked(null)
  }

  return (
    <div className="grid gap-6 text-gray-900">
      {frequencies.length > 1 && (
        <div className="max-w-xs">
          <FrequencySelector
            name={`${id}-frequency`}
            legend="I can repay"
            options={frequencies}
            value={frequency}
            onChange={(f) => changeFrequency(f as BudgetFrequency)}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          id={`${id}-repayment`}
          label={frequency === 'month' ? 'Monthly repayment' : 'Weekly repayment'}
          value={repayment}
          invalid={none}
          onChange={(value) => {
            setRepayment(value)
            setPicked(null)
          }}
        />
        <MoneyField
          id={`${id}-deposit`}
          label="Deposit"
          value={deposit}
          invalid={none}
          onChange={(value) => {
            setDeposit(value)
            setPicked(null)
          }}
        />
      </div>

      <fieldset>
        <legend className="mb-2 font-semibold">Or pick a budget</legend>
        <div className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={picked === preset}
              onClick={() => setPicked(preset)}
              className="rounded-full border border-gray-400 bg-white px-3 py-1.5 text-sm font-semibold aria-pressed:border-[var(--color-primary)] aria-pressed:bg-[var(--color-primary)] aria-pressed:text-[var(--color-on-primary)]"
            >
              {formatMoney(preset)}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius)] bg-[var(--color-surface)] p-4">
        <div aria-live="polite" aria-atomic="true">
          <p className="text-sm font-semibold uppercase tracking-wider text-gray-700">
            {picked === null ? 'Estimated budget' : 'Your budget'}
          </p>
          <p className="text-3xl font-extrabold tabular-nums" data-testid="budget">
            {formatMoney(budget)}
          </p>
          {none && <p className="mt-1 font-semibold text-red-700">{state.text}</p>}
        </div>
        {state.kind === 'ok' ? (
          <SiteLink href={priceSearchUrl(state.priceRange, searchPath)} className="btn btn-solid">
            Search {typeLabel}s up to {formatMoney(state.priceRange.max)}
          </SiteLink>
        ) : (
          <button type="button" disabled className="btn btn-solid cursor-not-allowed opacity-60">
            {state.button}
          </button>
        )}
      </div>
      <p className="text-sm text-gray-700">{BUDGET_DISCLAIMER}</p>
    </div>
  )
}

function MoneyField(props: { id: string; label: string; value: number; invalid: boolean; onChange: (value: number) => void }) {
  return (
    <div className="grid gap-1.5">
      <label id={`${props.id}-label`} htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      <NumberBox
        id={props.id}
        labelledBy={`${props.id}-label`}
        value={props.value}
        kind="money"
        normalise={budgetInput}
        onChange={props.onChange}
        invalid={props.invalid}
      />
    </div>
  )
}
