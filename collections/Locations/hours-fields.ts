import type { Field, SelectField } from 'payload'
import {
  CLOSED_DAY_TEXT,
  DEPARTMENTS,
  DEPARTMENT_LABELS,
  type Department,
  WEEKDAY_NAMES,
  dayHoursProblem,
  duplicateSpecialHours,
} from '@/src/domain/locations/hours'
import { localMoment, locationTimeZone } from '@/src/domain/locations/open-now'
import { rowLabel } from '../_fields/row-label'

const departmentOptions = DEPARTMENTS.map((value) => ({ value, label: DEPARTMENT_LABELS[value] }))

const statusField: SelectField = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'open',
  options: [
    { label: 'Open', value: 'open' },
    { label: 'Closed', value: 'closed' },
  ],
  admin: { width: '25%' },
}

type Row = { status?: 'open' | 'closed'; open?: string | null; close?: string | null }

/** Opening and closing times, checked together on the row. */
function timeField(name: 'open' | 'close', label: string): Field {
  return {
    name,
    type: 'text',
    label,
    admin: {
      width: '25%',
      // A format, not a time: an example time in an empty field read as a value that was set.
      placeholder: 'HH:MM',
      condition: (_, row: Row) => row?.status === 'open',
    },
    validate: (_: unknown, { siblingData }: { siblingData: Row }) => {
      if (name === 'open') return true
      return dayHoursProblem({ status: siblingData?.status ?? 'closed', open: siblingData?.open, close: siblingData?.close }) ?? true
    },
  }
}

const weekdayOptions = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: String(d), label: WEEKDAY_NAMES[d] }))

const defaultWeek = [1, 2, 3, 4, 5, 6, 0].map((d) => ({
  weekday: String(d),
  status: d === 0 ? 'closed' : 'open',
  open: d === 0 ? undefined : d === 6 ? '09:00' : '08:30',
  close: d === 0 ? undefined : d === 6 ? '12:00' : '17:30',
}))

/** Weekly hours per department: one row per weekday; a missing weekday reads closed. */
export const departmentHoursField: Field = {
  name: 'hours',
  type: 'array',
  label: 'Opening hours',
  dbName: 'loc_hours',
  labels: { singular: 'Department', plural: 'Departments' },
  admin: {
    ...rowLabel('department-hours'),
    description: 'Weekly hours for each department at this address (Sales, Service, Parts). Times are local to the location.',
  },
  defaultValue: [{ department: 'sales', days: defaultWeek }],
  validate: (rows: unknown) => {
    const list = (rows ?? []) as { department?: string }[]
    const seen = new Set<string>()
    for (const row of list) {
      if (row.department && seen.has(row.department))
        return `${DEPARTMENT_LABELS[row.department as 'sales']} has hours twice; keep one set per department.`
      if (row.department) seen.add(row.department)
    }
    return true
  },
  fields: [
    { name: 'department', type: 'select', required: true, options: departmentOptions },
    {
      name: 'days',
      type: 'array',
      dbName: 'loc_hours_days',
      maxRows: 7,
      admin: rowLabel('weekday-hours'),
      defaultValue: defaultWeek,
      validate: (rows: unknown) => {
        const days = ((rows ?? []) as { weekday?: string }[]).map((r) => r.weekday)
        return new Set(days).size === days.length ? true : 'Each weekday may appear once.'
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'weekday', type: 'select', required: true, options: weekdayOptions, admin: { width: '25%' } },
            statusField,
            timeField('open', 'Opens'),
            timeField('close', 'Closes'),
          ],
        },
      ],
    },
  ],
}

/** Public holidays and other dated changes. */
export const specialHoursField: Field = {
  name: 'specialHours',
  type: 'array',
  label: 'Holiday hours',
  dbName: 'loc_special',
  admin: { ...rowLabel('holiday'), description: 'Dated changes, e.g. Christmas Day closed. They replace the weekly hours on that date.' },
  validate: (rows: unknown, { data }: { data: Partial<{ timeZone: string | null; address: { state?: string | null } }> }) => {
    const timeZone = locationTimeZone(data?.timeZone, data?.address?.state)
    const dated = ((rows ?? []) as { date?: string | null; department?: Department | null }[]).map((row) => {
      const at = row.date ? new Date(row.date) : null
      return { date: at && !Number.isNaN(at.getTime()) ? localMoment(at, timeZone).date : null, department: row.department ?? null }
    })
    return duplicateSpecialHours(dated) ?? true
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          admin: { width: '30%', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
        { name: 'label', type: 'text', admin: { width: '40%', placeholder: 'e.g. Christmas Day' } },
        {
          name: 'department',
          type: 'select',
          options: departmentOptions,
          admin: { width: '30%', description: 'Empty: every department.' },
        },
      ],
    },
    { type: 'row', fields: [statusField, timeField('open', 'Opens'), timeField('close', 'Closes')] },
  ],
}

export const closedDayStyleField: Field = {
  name: 'closedDays',
  type: 'select',
  defaultValue: 'closed',
  options: Object.entries(CLOSED_DAY_TEXT).map(([value, label]) => ({ value, label })),
  admin: { description: 'How a closed day reads in the hours table. "Enquire Now" links to the contact page.' },
}
