// A labelled refinement select whose first option means "no refinement". Shared by the search
// panel's dropdowns and the listings' filters; not a client module itself, since the listings'
// form renders on the server too and only its importers decide where it runs.
import { useId } from 'react'

export type FilterOption = { value: string; label: string }

export function FilterSelect(props: {
  label: string
  /** The form field's name (the URL key) when the select submits with a GET form. */
  name?: string
  testId: string
  value: string
  /** The first option: its value stands for "all", its label is what the shopper reads. */
  all: FilterOption
  options: FilterOption[]
  onChange(value: string): void
}) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
        className="min-h-11 w-full rounded-[var(--radius)] border border-black/20 bg-white px-2 text-black"
      >
        <option value={props.all.value}>{props.all.label}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
