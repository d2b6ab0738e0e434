// Dealer comments: collapsed at 400 characters with a more/less toggle; the
// pending text when there are none. The cut is decided by dealerComments().
import { ExpandableText } from '@/src/components/ui/ExpandableText.client'
import type { DealerComments as Comments } from '@/src/domain/vehicle-detail/comments'

export function DealerComments({ comments }: { comments: Comments }) {
  if (comments.kind === 'pending') return <p className="italic text-gray-700">{comments.text}</p>
  return (
    <ExpandableText
      full={comments.full}
      short={comments.collapsible ? comments.short : null}
      labels={{ more: 'Show more', less: 'Show less' }}
      textClassName="whitespace-pre-line leading-relaxed"
      buttonClassName="mt-2 underline-offset-4"
    />
  )
}
