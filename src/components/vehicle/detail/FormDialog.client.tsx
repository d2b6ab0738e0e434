'use client'
// The dialogs of the vehicle page's forms (Book a Test Drive, Finance Enquiry): a native modal
// dialog that closes with Escape or its button and returns focus to the button that opened it.
import { useId, useRef, useState } from 'react'
import { PageLeadForm } from '@/src/components/leads/LeadFormContext.client'
import { CloseIcon } from '@/src/components/ui/icons'
import type { LeadForm } from '@/src/domain/leads/forms'

export function FormDialog({ title, label, className, kind }: { title: string; label: string; className: string; kind: LeadForm }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  // The form mounts on first open, so a page with several dialogs renders no hidden forms.
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true)
          dialogRef.current?.showModal()
        }}
        className={className}
        data-testid={`open-${kind}`}
      >
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
        className="m-auto max-h-[92vh] w-[min(40rem,94vw)] rounded-[var(--radius)] bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/60"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-black/10 bg-white px-5 py-3">
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
        <div className="px-5 py-4">{opened && <PageLeadForm kind={kind} heading={title} />}</div>
      </dialog>
    </>
  )
}
