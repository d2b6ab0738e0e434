import type { Frequency } from '@/src/domain/finance/constants'

export const FREQUENCY_LABELS: Record<Frequency, string> = { week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' }

interface Props {
  name: string
  options: readonly Frequency[]
  value: Frequency
  onChange: (value: Frequency) => void
  legend?: string
}

/** Native radio buttons (arrow keys move between them) styled as a segmented control. */
export function FrequencySelector({ name, options, value, onChange, legend = 'Repayment frequency' }: Props) {
  return (
    <fieldset>
      <legend className="mb-1.5 font-semibold">{legend}</legend>
      <div className="flex rounded-[var(--radius)] border border-gray-400 bg-white p-1">
        {options.map((option) => (
          <label
            key={option}
            className="flex-1 cursor-pointer rounded-[calc(var(--radius)*0.75)] px-2 py-2 text-center text-sm font-semibold text-gray-800 has-[:checked]:bg-[var(--color-primary)] has-[:checked]:text-[var(--color-on-primary)] has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--color-focus)]"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {FREQUENCY_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
