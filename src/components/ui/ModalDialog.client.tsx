'use client'
// A native modal dialog opened by its own button: above everything (the top layer, over the
// phone's bottom bar) with a backdrop, Tab kept inside it, Escape or the close button closes it
// and focus returns to the button. The content mounts on first open, so hidden dialogs cost nothing.
import { type ReactNode, useId, useRef, useState } from 'react'
import { CloseIcon } from './icons'
import { trapFocus } from './focus-trap'

export interface ModalDialogProps {
  title: string
  label: ReactNode
  className: string
  testId?: string
  children: ReactNode
}

export function ModalDialog({ title, label, className, testId, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const headingId = useId()
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
        data-testid={testId}
      >
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        onClose={() => openerRef.current?.focus()}
        onKeyDown={(event) => trapFocus(event, event.currentTarget)}
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
        <div className="px-5 py-4">{opened && children}</div>
      </dialog>
    </>
  )
}
