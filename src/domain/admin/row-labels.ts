// What a row of a repeating field is called in the admin: by what it holds ("Vehicles: dropdown,
// 4 links", "Monday: 8:30 to 17:30", "25 Dec 2026: Christmas Day, closed") instead of Payload's
// "Header 01" and "Day 01", and "New ..." while it is still empty.
import { DEPARTMENT_LABELS, WEEKDAY_NAMES, dayMonthYear } from '@/src/domain/locations/hours'
import { localMoment } from '@/src/domain/locations/open-now'

export type RowLabelKind = 'menu-item' | 'menu-link' | 'brand' | 'footer-column' | 'department-hours' | 'weekday-hours' | 'holiday'

type Row = Record<string, unknown>

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const count = (value: unknown, one: string, many: string): string => {
  const n = Array.isArray(value) ? value.length : 0
  return `${n} ${n === 1 ? one : many}`
}

/** "08:30 to 17:30", "closed", or what is missing; the editor reads the row without opening it. */
function hours(row: Row): string {
  if (row.status === 'closed') return 'closed'
  const open = text(row.open)
  const close = text(row.close)
  if (open && close) return `${open} to ${close}`
  return 'times not set'
}

/** The admin's date picker stores an instant near midday; its day in Sydney is the row's date. */
function day(value: unknown): string | null {
  const date = typeof value === 'string' ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return null
  return dayMonthYear(localMoment(date, 'Australia/Sydney').date)
}

export function arrayRowLabel(kind: RowLabelKind, row: Row | null | undefined): string {
  const data = row ?? {}
  switch (kind) {
    case 'menu-item': {
      const label = text(data.label)
      if (!label) return 'New menu item'
      if (data.kind === 'dropdown') return `${label}: dropdown, ${count(data.children, 'link', 'links')}`
      if (data.kind === 'mega') return `${label}: mega menu, ${count(data.children, 'link', 'links')}`
      return label
    }
    case 'menu-link':
      return text(data.label) ?? 'New link'
    case 'brand':
      return text(data.name) ?? 'New brand'
    case 'footer-column': {
      const heading = text(data.heading)
      return heading ? `${heading}: ${count(data.links, 'link', 'links')}` : 'New footer column'
    }
    case 'department-hours': {
      const department = DEPARTMENT_LABELS[data.department as keyof typeof DEPARTMENT_LABELS]
      return department ? `${department} hours` : 'New department'
    }
    case 'weekday-hours': {
      const weekday = WEEKDAY_NAMES[Number(data.weekday)]
      return typeof data.weekday === 'string' && weekday ? `${weekday}: ${hours(data)}` : 'New day'
    }
    case 'holiday': {
      const date = day(data.date)
      if (!date) return 'New holiday'
      const department = DEPARTMENT_LABELS[data.department as keyof typeof DEPARTMENT_LABELS]
      const parts = [text(data.label), department ? `${department} only` : null, hours(data)].filter(Boolean)
      return `${date}: ${parts.join(', ')}`
    }
  }
}
