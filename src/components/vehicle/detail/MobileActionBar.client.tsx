'use client'
// The mobile sticky bottom bar: it repeats three action buttons and switches
// to its opened state (price line shown) after 900px of scroll. Hidden from large screens,
// where the sidebar is in view.
import type { ReactNode } from 'react'
import { useScrolledPast } from '@/src/components/ui/use-scrolled-past'
import { ActionButtons, type ActionButtonsProps } from './ActionButtons.client'

export const MOBILE_BAR_OPEN_AFTER_PX = 900

export function MobileActionBar({ price, ...buttons }: Omit<ActionButtonsProps, 'compact'> & { price: ReactNode }) {
  const opened = useScrolledPast(MOBILE_BAR_OPEN_AFTER_PX)
  return (
    <div
      role="region"
      aria-label="Quick actions"
      data-state={opened ? 'opened' : 'closed'}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-white px-3 py-2 text-gray-900 shadow-[0_-6px_12px_rgba(0,0,0,0.08)] lg:hidden"
    >
      {opened && <div className="mb-2 text-sm">{price}</div>}
      <ActionButtons {...buttons} compact />
    </div>
  )
}
