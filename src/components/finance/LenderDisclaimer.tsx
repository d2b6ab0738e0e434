import { ExpandableText } from '@/src/components/ui/ExpandableText.client'
import { truncateDisclaimer } from '@/src/domain/finance/disclaimer'

/** The lender disclaimer shows 197 characters until "Show More". */
export function LenderDisclaimer({ text }: { text: string }) {
  const { short, isTruncated } = truncateDisclaimer(text)
  return (
    <ExpandableText
      full={text}
      short={isTruncated ? short : null}
      labels={{ more: 'Show More', less: 'Show Less' }}
      className="text-sm text-gray-700"
      buttonClassName="mt-1 underline-offset-2"
    />
  )
}
