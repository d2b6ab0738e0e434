// Labelled inputs for the lead forms: each error is tied to its input with aria-describedby and
// aria-invalid, so a screen reader says what is wrong where it is wrong.
import type { ReactNode } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { kmsInput } from '@/src/domain/leads/form-rules'
import { formatCount } from '@/src/domain/numbers'

export const inputClass =
  'w-full rounded-[var(--radius)] border border-gray-400 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

interface FieldProps {
  id: string
  label: string
  error?: FieldError
  optional?: boolean
  hint?: string
  children: (aria: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined }) => ReactNode
}

export function Field({ id, label, error, optional, hint, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
        {optional && <span className="font-normal text-gray-600"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error.message}
        </p>
      )}
    </div>
  )
}

type FieldAria = Parameters<FieldProps['children']>[0]

/** Kilometres, grouped as the shopper types ("123,456 kms"); the schema reads the digits. */
export function KmsInput({ aria, register }: { aria: FieldAria; register: UseFormRegisterReturn }) {
  return (
    <div className="flex items-center rounded-[var(--radius)] border border-gray-400 bg-white focus-within:ring-2 focus-within:ring-[var(--color-primary)] sm:max-w-xs">
      <input
        {...aria}
        {...register}
        onChange={(event) => {
          const digits = kmsInput(event.target.value)
          event.target.value = digits === '' ? '' : formatCount(Number(digits))
          return register.onChange(event)
        }}
        inputMode="numeric"
        autoComplete="off"
        className="w-full rounded-[var(--radius)] border-0 px-3 py-2 text-gray-900 outline-none"
      />
      <span aria-hidden="true" className="pr-3 text-gray-600">
        kms
      </span>
    </div>
  )
}

export function SelectField({
  id,
  label,
  error,
  optional,
  hint,
  register,
  options,
  placeholder,
}: Omit<FieldProps, 'children'> & {
  register: UseFormRegisterReturn
  options: readonly (string | { value: string; label: string })[]
  placeholder?: string
}) {
  return (
    <Field id={id} label={label} error={error} optional={optional} hint={hint}>
      {(aria) => (
        <select {...aria} {...register} className={inputClass}>
          {placeholder && <option value="">{placeholder}</option>}
          {options.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o
            return (
              <option key={value} value={value}>
                {text}
              </option>
            )
          })}
        </select>
      )}
    </Field>
  )
}

/** A group of radios or checkboxes under one legend (preferred contact, additional services). */
export function ChoiceGroup({
  legend,
  type,
  values,
  register,
  checked = [],
}: {
  legend: string
  type: 'radio' | 'checkbox'
  values: readonly string[]
  register: UseFormRegisterReturn
  /** Ticked in the server's HTML too, so the form reads right and posts it before its script runs. */
  checked?: readonly string[]
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {values.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type={type} value={value} defaultChecked={checked.includes(value)} {...register} className="h-5 w-5" />
            {value}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
