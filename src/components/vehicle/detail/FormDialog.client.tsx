'use client'
// The dialogs of the vehicle page's forms (Book a Test Drive, Finance Enquiry).
import { PageLeadForm } from '@/src/components/leads/LeadFormContext.client'
import { ModalDialog } from '@/src/components/ui/ModalDialog.client'
import type { LeadForm } from '@/src/domain/leads/form-rules'

export function FormDialog({ title, label, className, kind }: { title: string; label: string; className: string; kind: LeadForm }) {
  return (
    <ModalDialog title={title} label={label} className={className} testId={`open-${kind}`}>
      <PageLeadForm kind={kind} heading={title} />
    </ModalDialog>
  )
}
