'use client'
// One-click status and "Assign to me" on a lead. They save the lead through the edit form's own
// submit (Payload's normal update, with its access rules and hooks), so the status field, the
// stamped times and the save state all follow; anything else changed on the form is saved with it.
import { useField, useForm, useFormProcessing } from '@payloadcms/ui'
import { STATUS_LABELS, type LeadStatus } from '@/src/domain/leads/workflow'

const ACTIONS: { status: LeadStatus; label: string }[] = [
  { status: 'contacted', label: 'Mark contacted' },
  { status: 'won', label: 'Mark won' },
  { status: 'lost', label: 'Mark lost' },
]

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? String(value.id) : value == null ? null : String(value)

export function LeadWorkButtons({ userId }: { userId: number | string | null }) {
  const { submit } = useForm()
  const processing = useFormProcessing()
  const status = useField<string>({ path: 'status' })
  const assignee = useField<unknown>({ path: 'assignedTo' })
  const save = (change: { status?: LeadStatus; assignedTo?: number | string }) => {
    if (change.status) status.setValue(change.status)
    if (change.assignedTo !== undefined) assignee.setValue(change.assignedTo)
    void submit({ overrides: change })
  }
  const mine = userId !== null && idOf(assignee.value) === String(userId)
  return (
    <>
      {userId !== null && !mine && (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={processing}
          onClick={() => save({ assignedTo: userId })}
        >
          Assign to me
        </button>
      )}
      {ACTIONS.filter((a) => a.status !== status.value).map((a) => (
        <button
          key={a.status}
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={processing}
          onClick={() => save({ status: a.status })}
        >
          {a.label}
        </button>
      ))}
      <span role="status" style={{ opacity: 0.75 }}>
        Status: {STATUS_LABELS[status.value as LeadStatus] ?? status.value}
      </span>
    </>
  )
}
