'use client'
// A repeating field's row names what it holds (src/domain/admin/row-labels.ts), e.g.
// "Monday: 08:30 to 17:30" instead of "Day 01". `kind` comes from the field's clientProps.
import { useRowLabel } from '@payloadcms/ui'
import { type RowLabelKind, arrayRowLabel } from '@/src/domain/admin/row-labels'

export function ArrayRowLabel({ kind }: { kind: RowLabelKind }) {
  const { data } = useRowLabel<Record<string, unknown>>()
  return <span data-testid="array-row-label">{arrayRowLabel(kind, data)}</span>
}
