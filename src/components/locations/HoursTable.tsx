// The weekly opening-hours table: Mon - Fri collapsed when the weekdays match,
// Saturday and Sunday on their own rows, closed days in the dealer's chosen wording.
import { SiteLink } from '@/src/components/ui/SiteLink'
import { CLOSED_DAY_TEXT, type ClosedDayStyle, type DayHours, weeklyTable } from '@/src/domain/locations/hours'

export function ClosedText({ style }: { style: ClosedDayStyle }) {
  if (style === 'enquire') {
    return (
      <SiteLink href="/contact" className="font-semibold text-[var(--color-primary)] underline underline-offset-2">
        {CLOSED_DAY_TEXT.enquire}
      </SiteLink>
    )
  }
  return <span className="opacity-70">{CLOSED_DAY_TEXT[style]}</span>
}

export function HoursTable({ days, closedDays, caption }: { days: readonly DayHours[]; closedDays: ClosedDayStyle; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {weeklyTable(days).map((row) => (
          <tr key={row.label} className="border-b border-black/5 last:border-0">
            <th scope="row" className="py-1.5 pr-4 text-left font-medium">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{row.hours ?? <ClosedText style={closedDays} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
