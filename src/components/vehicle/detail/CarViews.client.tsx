'use client'
// Reports the page view after the page has rendered (view.json; never blocks it) and
// shows the car's view count once known. Used cars also send analytics event 4 ("used vehicle
// detail view"). SWR asks once per page, whatever re-renders or focus changes happen, and not
// before the browser is idle after hydrating the page (useIdle).
import { useEffect } from 'react'
import useSWR from 'swr'
import { SWR_ONCE } from '@/src/components/ui/swr-once'
import { useIdle } from '@/src/components/ui/use-idle'
import { formatCount } from '@/src/domain/numbers'
import { ANALYTICS_EVENTS, type AnalyticsData, track } from '@/src/components/analytics'

interface Props {
  slug: string
  photosCount: number
  updatedAt: string | null
  usedCar: boolean
  tracking: AnalyticsData
  /** Whether the site shows view counts (switch viewCount); the view is reported either way. */
  showCount: boolean
}

async function reportView(url: string): Promise<number | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) return null
  const body = (await response.json()) as { views?: unknown }
  return typeof body.views === 'number' ? body.views : null
}

export function CarViews({ slug, photosCount, updatedAt, usedCar, tracking, showCount }: Props) {
  const query = new URLSearchParams({ photos_count: String(photosCount), ...(updatedAt ? { updated_at: updatedAt } : {}) })
  const idle = useIdle()
  const { data: views } = useSWR(idle ? `/api/cars/${encodeURIComponent(slug)}/view.json?${query}` : null, reportView, SWR_ONCE)
  // Once per page: the props come from the server render and do not change.
  useEffect(() => {
    if (usedCar) track(ANALYTICS_EVENTS.usedVehicleView, tracking)
  }, [usedCar, tracking])
  if (!showCount || typeof views !== 'number' || views <= 0) return null
  return (
    <p className="mt-3 text-center text-sm text-gray-600" data-testid="car-views">
      {formatCount(views)} {views === 1 ? 'view' : 'views'}
    </p>
  )
}
