// Dealer comments: collapsed at 400 characters with a more/less toggle; when
// empty the tab reads the pending text. The cut itself is the shared truncation rule.
import { truncateText } from '@/src/domain/finance/text'

export const DEALER_COMMENTS_LIMIT = 400
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'

export type DealerComments = { kind: 'pending'; text: string } | { kind: 'text'; full: string; short: string; collapsible: boolean }

export function dealerComments(text: string | null | undefined): DealerComments {
  const full = (text ?? '').trim()
  if (full === '' || full.toLowerCase() === 'null') return { kind: 'pending', text: DEALER_COMMENTS_PENDING }
  const { short, isTruncated } = truncateText(full, DEALER_COMMENTS_LIMIT)
  return { kind: 'text', full, short, collapsible: isTruncated }
}
