// The car a form page is about (trade-in valuation, personalised finance): its photo, heading,
// price and a way back to the car.
import Image from 'next/image'
import type { PrintSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { isLocalImage } from '@/src/domain/content/media'

export function CarSummaryLink({ sheet, href }: { sheet: Pick<PrintSheet, 'photo' | 'heading' | 'subheading' | 'price'>; href: string }) {
  return (
    <a
      href={href}
      className="mt-6 flex items-center gap-4 rounded-[var(--radius)] border border-black/10 bg-white p-3 shadow-sm hover:border-[var(--color-primary)]"
    >
      {sheet.photo && (
        <Image
          src={sheet.photo}
          alt=""
          width={144}
          height={96}
          unoptimized={!isLocalImage(sheet.photo)}
          className="h-24 w-36 shrink-0 rounded object-cover"
        />
      )}
      <span className="min-w-0">
        <span className="block font-bold">{sheet.heading}</span>
        {sheet.subheading && <span className="block text-sm text-gray-700">{sheet.subheading}</span>}
        <span className="mt-1 block text-lg font-extrabold tabular-nums">{sheet.price}</span>
        <span className="mt-1 block text-sm font-semibold text-[var(--color-primary)] underline underline-offset-4">Back to the car</span>
      </span>
    </a>
  )
}
