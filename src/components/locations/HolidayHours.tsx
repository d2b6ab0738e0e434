// "View Holiday Hours": dated special hours, Today or the date, then the times or Closed.
import { ModalDialog } from '@/src/components/ui/ModalDialog.client'
import { type SpecialHours, hoursText, specialDateLabel } from '@/src/domain/locations/hours'

export function HolidayHours({ rows, today, name }: { rows: readonly SpecialHours[]; today: string; name: string }) {
  if (rows.length === 0) return null
  return (
    <ModalDialog
      title={`Holiday Hours · ${name}`}
      label="View Holiday Hours"
      className="text-sm font-semibold text-[var(--color-primary)] underline underline-offset-2"
      testId="holiday-hours"
    >
      <ul className="divide-y divide-black/10">
        {rows.map((row) => (
          <li key={`${row.date}-${row.department ?? 'all'}`} className="flex items-baseline justify-between gap-4 py-2">
            <span>
              <span className="font-semibold">{specialDateLabel(row.date, today)}</span>
              {row.label && <span className="block text-sm opacity-75">{row.label}</span>}
            </span>
            <span className="tabular-nums">{hoursText(row) ?? 'Closed'}</span>
          </li>
        ))}
      </ul>
    </ModalDialog>
  )
}
