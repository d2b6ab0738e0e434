// One labelled text field of the checkout forms, with its error tied to it.
import { inputClass } from '@/src/components/leads/fields'

export function Field(props: {
  id: string
  label: string
  name: string
  error?: string
  autoComplete: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  type?: string
  defaultValue?: string
  placeholder?: string
}) {
  const errorId = `${props.id}-error`
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={inputClass}
      />
      {props.error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {props.error}
        </p>
      )}
    </div>
  )
}
