// A location's hours per department: tabs (Sales, Service, Parts) when several share the address,
// each with its weekly table, today's status and the holiday-hours dialog.
import { Tabs } from '@/src/components/ui/Tabs.client'
import { type DealerLocation, departmentStatus } from '@/src/domain/locations/location'
import { DEPARTMENTS, DEPARTMENT_LABELS, type Department, upcomingSpecialHours } from '@/src/domain/locations/hours'
import { localMoment, openStatusText } from '@/src/domain/locations/open-now'
import { HolidayHours } from './HolidayHours'
import { HoursTable } from './HoursTable'

function DepartmentPanel({ location, department, now }: { location: DealerLocation; department: Department; now: Date }) {
  const days = location.hours[department] ?? []
  const today = localMoment(now, location.timeZone).date
  const status = departmentStatus(location, department, now)
  return (
    <div className="space-y-3">
      <p className={`text-sm font-semibold ${status.open ? 'text-green-700' : 'text-red-700'}`}>{openStatusText(status)}</p>
      <HoursTable days={days} closedDays={location.closedDays} caption={`${DEPARTMENT_LABELS[department]} opening hours`} />
      <HolidayHours
        rows={upcomingSpecialHours(location.specialHours, department, today)}
        today={today}
        name={`${location.name} ${DEPARTMENT_LABELS[department]}`}
      />
    </div>
  )
}

/** Departments with hours, in DEPARTMENTS' order. */
export const departmentsWithHours = (location: DealerLocation) => DEPARTMENTS.filter((d) => location.hours[d])

export function DepartmentHours({ location, now }: { location: DealerLocation; now: Date }) {
  const departments = departmentsWithHours(location)
  if (departments.length === 0) return <p className="text-sm opacity-75">Please call us for our opening hours.</p>
  if (departments.length === 1) return <DepartmentPanel location={location} department={departments[0]} now={now} />
  return (
    <Tabs
      label="Department"
      tabs={departments.map((d) => ({
        id: d,
        label: DEPARTMENT_LABELS[d],
        content: <DepartmentPanel location={location} department={d} now={now} />,
      }))}
    />
  )
}
