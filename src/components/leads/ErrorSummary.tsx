// How a form shows its errors: "Please fix the following errors:" with a list (each item jumps
// to its field), or one alert with the error the server returned.
import type { RefObject } from 'react'
import { FIX_ERRORS } from '@/src/domain/leads/form-rules'

export function ErrorSummary({
  summaryRef,
  fieldErrors,
  formError,
  idFor,
}: {
  summaryRef: RefObject<HTMLDivElement | null>
  fieldErrors: { name: string; message: string }[]
  formError: string | null
  idFor: (name: string) => string
}) {
  if (fieldErrors.length === 0 && !formError) return <div ref={summaryRef} tabIndex={-1} />
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="scroll-mt-48 rounded-[var(--radius)] border-2 border-red-700 bg-red-50 p-3 text-red-900"
    >
      {fieldErrors.length > 0 ? (
        <>
          <p className="font-bold">{FIX_ERRORS}</p>
          <ul className="mt-1 list-disc pl-5">
            {fieldErrors.map((e) => (
              <li key={e.name}>
                <a href={`#${idFor(e.name)}`} className="underline">
                  {e.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="font-bold">{formError}</p>
      )}
    </div>
  )
}
