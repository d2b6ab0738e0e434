'use client'
// The media area at the top of the vehicle page (tabs Spin, Images and Interior): a tab list when
// there is more than one view, else the one view alone. The Images tab is the photo gallery with
// the video slides. Which tabs show, and which opens, is decided in
// src/domain/vehicle-detail/spin.ts.
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react'
import {
  MEDIA_TAB_LABELS,
  type MediaTab,
  type VehicleMedia as Media,
  defaultMediaTab,
  mediaTabs,
  tabsWithoutSpin,
} from '@/src/domain/vehicle-detail/spin'
import { ImageGallery } from '../ImageGallery.client'
import type { Photo } from '../photos'
import { InteriorView } from './InteriorView.client'
import { Spinner } from './Spinner.client'

export interface VehicleMediaProps {
  media: Media
  photos: Photo[]
  name: string
  sold: boolean
  /** The view to open when the car has it (a site may open the gallery first). */
  preferred?: MediaTab
  /** The site's spinAutoRotate switch: the spin turns by itself once loaded. */
  autoRotate?: boolean
}

interface State {
  tabs: MediaTab[]
  active: MediaTab
  /** Views opened so far stay mounted, so coming back does not load them again. */
  opened: MediaTab[]
}

function initialState(media: Media, photos: number, preferred: MediaTab): State {
  const tabs = mediaTabs({ frames: media.frames.length, photos, videos: media.videos.length, interior: media.interior !== null })
  const active = defaultMediaTab(tabs, preferred)
  return { tabs, active, opened: [active] }
}

export function VehicleMedia({ media, photos, name, sold, preferred = 'spin', autoRotate = false }: VehicleMediaProps) {
  const [first] = useState(() => initialState(media, photos.length, preferred))
  const [state, setState] = useState(first)
  const base = useId()
  const tabRefs = useRef<Partial<Record<MediaTab, HTMLButtonElement | null>>>({})
  const onSpinUnavailable = useCallback(
    () => setState((s) => (s.tabs.includes('spin') ? { ...s, ...tabsWithoutSpin(s.tabs), opened: [...s.opened, 'images'] } : s)),
    [],
  )
  const select = (tab: MediaTab, focus = false) => {
    setState((s) => ({ ...s, active: tab, opened: s.opened.includes(tab) ? s.opened : [...s.opened, tab] }))
    if (focus) tabRefs.current[tab]?.focus()
  }
  const onTabKey = (event: KeyboardEvent, i: number) => {
    const last = state.tabs.length - 1
    const moves: Record<string, number> = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(state.tabs[moves[event.key]], true)
  }

  const panel = (tab: MediaTab): ReactNode => {
    if (tab === 'spin') {
      return (
        <Spinner
          frames={media.frames}
          hotspots={media.hotspots}
          name={name}
          autoStart={autoRotate}
          priority={first.active === 'spin'}
          onUnavailable={onSpinUnavailable}
        />
      )
    }
    if (tab === 'interior' && media.interior) return <InteriorView src={media.interior} hotspots={media.hotspots} name={name} />
    return <ImageGallery photos={photos} videos={media.videos} name={name} sold={sold} priority={first.active === 'images'} />
  }

  if (state.tabs.length === 1) return <div data-testid="vehicle-media">{panel(state.tabs[0])}</div>
  return (
    <div data-testid="vehicle-media">
      <div role="tablist" aria-label={`Views of ${name}`} className="mb-2 flex gap-1 border-b border-black/10">
        {state.tabs.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el
            }}
            id={`${base}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === state.active}
            aria-controls={`${base}-panel-${tab}`}
            tabIndex={tab === state.active ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={(event) => onTabKey(event, i)}
            className={`border-b-2 px-4 py-2 text-sm font-semibold ${
              tab === state.active
                ? 'border-[var(--color-primary)] text-[var(--color-primary)]'
                : 'border-transparent opacity-75 hover:opacity-100'
            }`}
          >
            {MEDIA_TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      {state.tabs.map((tab) => (
        <div key={tab} id={`${base}-panel-${tab}`} role="tabpanel" aria-labelledby={`${base}-tab-${tab}`} hidden={tab !== state.active}>
          {(tab === 'images' || state.opened.includes(tab)) && panel(tab)}
        </div>
      ))}
    </div>
  )
}
