'use client'

import { useId, useRef, useState } from 'react'
import { COMPARISON_RATE_BASIS, COMPARISON_RATE_WARNING } from '@/src/domain/finance/comparison-rate'
import { UNIT_SUFFIX, type Frequency } from '@/src/domain/finance/constants'
import { frequencyOptions, initialCalculatorState, type CalculatorState } from '@/src/domain/finance/defaults'
import { REPAYMENT_DISCLAIMER } from '@/src/domain/finance/disclaimer'
import { clampInput, normaliseAmount, type CalculatorVariant } from '@/src/domain/finance/limits'
import { formatMoney } from '@/src/domain/finance/money'
import { ENQUIRE_FOR_FINANCE } from '@/src/domain/finance/repayment'
import type { FinanceLender } from '@/src/domain/finance/types'
import { ANALYTICS_EVENTS, track } from '@/src/components/analytics'
import { calculatorView, type CalculatorSettings } from './calculator-view'
import { formatFigure, formatRate, formatYears } from './format'
import { FrequencySelector } from './FrequencySelector'
import { LenderDisclaimer } from './LenderDisclaimer'
import { RepaymentSummary, type SummaryFigures } from './RepaymentSummary'
import { SliderField } from './SliderField.client'

export interface FinanceCalculatorProps {
  variant: CalculatorVariant
  settings: CalculatorSettings
  /** The car's price; no price (or 200 or below) starts at $30,000. */
  price?: number | null
  lender?: FinanceLender | null
  /** The lender's disclaimer, collapsed to 197 characters. */
  disclaimer?: string | null
  /**
   * The id of the disclaimer under the calculator, where the figures' asterisk links: a fixed
   * anchor where the page has one calculator (the car page's #financeDisclaimer), else its own.
   */
  disclaimerId?: string
}

const money = (value: number) => formatMoney(value)

export function FinanceCalculator({ variant, settings, price = null, lender = null, disclaimer, disclaimerId }: FinanceCalculatorProps) {
  const id = useId()
  const warningId = disclaimerId ?? `${id}-warning`
  const [state, setState] = useState<CalculatorState>(() => initialCalculatorState(price, lender, settings))
  const used = useRef(false)
  const { limits, amountMessage, figures } = calculatorView(state, { variant, settings, price, lender })
  const frequency = frequencyOptions(settings)

  // The first change to any input or the frequency fires event 26, once.
  const update = (patch: Partial<CalculatorState>) => {
    if (!used.current) {
      used.current = true
      track(ANALYTICS_EVENTS.financeCalculatorUse, { calculator: variant })
    }
    setState((current) => ({ ...current, ...patch }))
  }
  const clampTo = (bounds: { min: number; max: number }) => (raw: unknown) => clampInput(raw, bounds)
  const sidebar = variant === 'sidebar'
  const comparison = figures.comparisonRate === null ? 'n/a' : `${formatRate(figures.comparisonRate)} p.a.*`

  return (
    <div className="text-gray-900">
      <div className={sidebar ? 'grid gap-6' : 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]'}>
        <div className="grid content-start gap-6">
          {frequency.showSelector && (
            <FrequencySelector
              name={`${id}-frequency`}
              options={frequency.options}
              value={state.frequency}
              onChange={(value: Frequency) => update({ frequency: value })}
            />
          )}
          <SliderField
            id={`${id}-amount`}
            label="Purchase price"
            kind="money"
            value={state.amount}
            bounds={limits.amount}
            valueText={money}
            normalise={normaliseAmount}
            onChange={(amount) => update({ amount })}
            message={amountMessage}
          />
          {limits.term.options ? (
            <TermSelect
              id={`${id}-term`}
              value={state.termYears}
              options={limits.term.options}
              onChange={(termYears) => update({ termYears })}
            />
          ) : (
            <SliderField
              id={`${id}-term`}
              label="Loan term"
              kind="number"
              unit="years"
              value={state.termYears}
              bounds={limits.term}
              valueText={formatYears}
              normalise={clampTo(limits.term)}
              onChange={(termYears) => update({ termYears })}
            />
          )}
          <SliderField
            id={`${id}-interest`}
            label="Interest rate"
            kind="number"
            unit="% p.a."
            value={state.interest}
            bounds={limits.interest}
            valueText={(rate) => `${formatRate(rate)} per year`}
            normalise={clampTo(limits.interest)}
            onChange={(interest) => update({ interest })}
          >
            <p className="mt-1 font-semibold">
              Comparison rate <span className="tabular-nums">{comparison}</span>
            </p>
          </SliderField>
          <SliderField
            id={`${id}-deposit`}
            label="Deposit / trade-in"
            kind="money"
            value={state.tradeIn}
            bounds={limits.deposit}
            valueText={money}
            normalise={clampTo(limits.deposit)}
            onChange={(tradeIn) => update({ tradeIn })}
          />
          <SliderField
            id={`${id}-residual`}
            label="Balloon payment"
            kind="money"
            value={state.residual}
            bounds={limits.residual}
            valueText={money}
            normalise={clampTo(limits.residual)}
            onChange={(residual) => update({ residual })}
          />
          <MobileFigure figures={figures} className={sidebar ? '' : 'lg:hidden'} />
        </div>
        <div className={sidebar ? '' : 'lg:sticky lg:top-4 lg:self-start'}>
          <RepaymentSummary figures={figures} warningId={warningId} />
        </div>
      </div>
      <div id={warningId} className="mt-6 grid scroll-mt-20 gap-3 border-t border-black/10 pt-4 text-sm text-gray-700 lg:scroll-mt-52">
        <p>
          *{COMPARISON_RATE_BASIS} {COMPARISON_RATE_WARNING}
        </p>
        <p>{REPAYMENT_DISCLAIMER}</p>
        {disclaimer && <LenderDisclaimer text={disclaimer} />}
      </div>
    </div>
  )
}

function TermSelect({ id, value, options, onChange }: { id: string; value: number; options: number[]; onChange: (years: number) => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <label htmlFor={id} className="font-semibold">
        Loan term
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-40 rounded-[var(--radius)] border border-gray-400 bg-white px-2 py-2 font-semibold"
      >
        {options.map((years) => (
          <option key={years} value={String(years)}>
            {formatYears(years)}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * On narrow screens the results sit below the inputs, so the repayment also rides along at
 * the bottom of the screen while the inputs are in view. Hidden from screen readers: the
 * results panel announces the same figure.
 */
function MobileFigure({ figures, className }: { figures: SummaryFigures; className: string }) {
  const { repayment, frequency } = figures
  return (
    <p
      aria-hidden="true"
      className={`sticky bottom-0 z-10 -mx-4 flex items-baseline justify-between gap-3 border-t border-black/10 bg-white/95 px-4 py-3 font-semibold shadow-[0_-6px_12px_rgba(0,0,0,0.06)] md:-mx-6 md:px-6 ${className}`}
    >
      <span>Estimated repayment</span>
      <span className="text-xl font-extrabold tabular-nums text-[var(--color-primary)]">
        {repayment ? `${formatFigure(repayment.value, repayment.cents)} /${UNIT_SUFFIX[frequency]}*` : ENQUIRE_FOR_FINANCE}
      </span>
    </p>
  )
}
