'use client'

import { useId, useState } from 'react'
import { FUEL_DEFAULTS, fuelCalculatorAvailable, fuelCost } from '@/src/domain/finance/fuel'
import { formatMoney, toNumber } from '@/src/domain/finance/money'
import { NumberBox } from './NumberBox.client'

export interface FuelCalculatorProps {
  /** The car's fuel description; electric cars get no fuel calculator. */
  fuel: string | null | undefined
  /** The car's combined consumption (L/100km) when known, else 10. */
  economy?: number | null
}

const nonNegative = (raw: unknown) => Math.max(0, toNumber(raw))

/** Fuel running cost: distance ÷ 100 × economy × price, to the cent. */
export function FuelCalculator({ fuel, economy }: FuelCalculatorProps) {
  const id = useId()
  const [values, setValues] = useState({
    pricePerLitre: FUEL_DEFAULTS.pricePerLitre,
    distance: FUEL_DEFAULTS.distancePerWeek,
    economy: economy && economy > 0 ? economy : FUEL_DEFAULTS.economy,
  })
  if (!fuelCalculatorAvailable(fuel)) return null
  const cost = fuelCost(values)
  const fields = [
    { key: 'pricePerLitre', label: 'Fuel price', unit: '$/L' },
    { key: 'distance', label: 'Distance', unit: 'km/week' },
    { key: 'economy', label: 'Fuel economy', unit: 'L/100km' },
  ] as const

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900 md:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Fuel Calculator
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field.key} className="grid gap-1.5">
            <label id={`${id}-${field.key}-label`} htmlFor={`${id}-${field.key}`} className="font-semibold">
              {field.label}
            </label>
            <NumberBox
              id={`${id}-${field.key}`}
              labelledBy={`${id}-${field.key}-label`}
              kind="number"
              bounds={{ min: 0, max: 10000, step: field.key === 'pricePerLitre' ? 0.01 : 1 }}
              value={values[field.key]}
              unit={field.unit}
              normalise={nonNegative}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            />
          </div>
        ))}
      </div>
      <p className="mt-4 text-lg" aria-live="polite" aria-atomic="true">
        Estimated fuel cost: <strong className="tabular-nums">{formatMoney(cost, { cents: true })}</strong> per week
      </p>
    </section>
  )
}
