'use client'
// An accessible dialog shell for the forms that come in a later release (Book a Test Drive,
// Finance Enquiry): it opens, says so, offers the enquiry section and the phone number, and
// closes with Escape or its button, returning focus to the button that opened it.
import { type ReactNode, useId, useRef } from 'react'
import { CloseIcon } from '@/src/components/ui/icons'

export function FormDialog({
  title,
  label,
  className,
  children,
}: {
  title: string
  label: string
  className: string
  children?: ReactNode
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  return (
    <>
      <button ref={openerRef} type="button" aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()} className={className}>
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
        className="m-auto w-[min(32rem,92vw)] rounded-[var(--radius)] bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/60"
      >
        <div className="flex items-center justify-between border-b border-black/10 px-5 py-3">
          <h2 id={headingId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="flex h-11 w-11 items-center justify-center rounded hover:bg-gray-100"
          >
            <span className="sr-only">Close</span>
            <CloseIcon />
          </button>
        </div>
        <div className="grid gap-3 px-5 py-4">
          <p>This online form is coming soon. In the meantime, please send us an enquiry or give us a call.</p>
          {children}
          <a href="#enquire" onClick={() => dialogRef.current?.close()} className="btn btn-solid">
            Go to the enquiry section
          </a>
        </div>
      </dialog>
    </>
  )
}
