import type { DateField } from 'payload'

/** When the server erases a row kept only for a while (a draft, an upload no lead took); nobody types it. */
export const erasedAfterField = (description: string): DateField => ({
  name: 'expiresAt',
  type: 'date',
  label: 'Erased after',
  index: true,
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description },
})
