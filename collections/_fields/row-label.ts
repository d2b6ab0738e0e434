import type { RowLabelKind } from '@/src/domain/admin/row-labels'

/** An array field's admin option naming each row by its content (ArrayRowLabel). */
export const rowLabel = (kind: RowLabelKind) => ({
  components: { RowLabel: { path: '/src/components/admin/ArrayRowLabel.client#ArrayRowLabel', clientProps: { kind } } },
})
