// One labelled text field of the checkout forms: the lead forms' Field (its error tied to its
// input), around a required input registered with the form.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { Field, inputClass } from '@/src/components/leads/fields'

export function TextField(props: {
  id: string
  label: string
  register: UseFormRegisterReturn
  error?: FieldError
  autoComplete: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  type?: string
  /** In the server's HTML, so the field shows it before the page's script runs. */
  defaultValue?: string
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      {(aria) => (
        <input
          {...aria}
          {...props.register}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          defaultValue={props.defaultValue}
          required
          className={inputClass}
        />
      )}
    </Field>
  )
}
