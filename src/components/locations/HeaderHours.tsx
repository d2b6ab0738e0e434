// The header's opening-hours dropdown: today's status at the primary location, in its
// own time zone, and each department's week in a disclosure that works without script.
import { SiteLink } from '@/src/components/ui/SiteLink'
import { ChevronDownIcon } from '@/src/components/ui/icons'
import { DEPARTMENT_LABELS } from '@/src/domain/locations/hours'
import { type DealerLocation, departmentStatus, locationPath } from '@/src/domain/locations/location'
import { openStatusText } from '@/src/domain/locations/open-now'
import { departmentsWithHours } from './DepartmentHours'
import { HoursTable } from './HoursTable'

export function HeaderHours({ location, now }: { location: DealerLocation; now: Date }) {
  const departments = departmentsWithHours(location)
  if (departments.length === 0) return null
  const first = departments[0]
  const status = departmentStatus(location, first, now)
  return (
    <details className="group/hours relative" data-testid="header-hours">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded px-1 py-0.5 hover:underline [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${status.open ? 'bg-green-400' : 'bg-red-400'}`} />
        <span>{openStatusText(status)}</span>
        <span className="sr-only">, {location.name} opening hours</span>
        <ChevronDownIcon size={10} />
      </summary>
      <div className="absolute left-0 top-full z-40 mt-1 w-80 rounded-[var(--radius)] bg-white p-4 text-sm text-gray-900 shadow-xl ring-1 ring-black/10">
        <p className="mb-2 font-bold">{location.name}</p>
        {departments.map((d) => (
          <div key={d} className="mb-3">
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide opacity-70">{DEPARTMENT_LABELS[d]}</p>
            <HoursTable days={location.hours[d] ?? []} closedDays={location.closedDays} caption={`${DEPARTMENT_LABELS[d]} opening hours`} />
          </div>
        ))}
        <SiteLink href={locationPath(location.slug)} className="font-semibold text-[var(--color-primary)] underline underline-offset-2">
          Holiday hours and directions
        </SiteLink>
      </div>
    </details>
  )
}
