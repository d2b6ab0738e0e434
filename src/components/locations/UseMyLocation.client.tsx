'use client'

import { useRouter } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'
import { coarsePoint } from '@/src/domain/locations/distance'
import { geolocationMessage, positionSearch } from '@/src/domain/locations/nearest'

const subscribe = () => () => {}
const canLocate = () => 'geolocation' in navigator

/**
 * "Use my location": asks the browser for the shopper's position (it asks their permission) and
 * reloads the list sorted from there. Absent from the server's HTML and without script or a
 * geolocation API, where the postcode field alone does the job.
 */
export function UseMyLocation({ statusId }: { statusId: string }) {
  const available = useSyncExternalStore(subscribe, canLocate, () => false)
  return available ? <LocateButton statusId={statusId} /> : null
}

function LocateButton({ statusId }: { statusId: string }) {
  const router = useRouter()
  const [state, setState] = useState<{ kind: 'idle' | 'locating' } | { kind: 'error'; message: string }>({ kind: 'idle' })

  const locate = () => {
    setState({ kind: 'locating' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        router.push(`${window.location.pathname}${positionSearch(coarsePoint({ lat: coords.latitude, lng: coords.longitude }))}`)
        setState({ kind: 'idle' })
      },
      (error) => setState({ kind: 'error', message: geolocationMessage(error.code) }),
      // A town-level fix is enough to order dealerships: no GPS warm-up, and a recent fix will do.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        onClick={locate}
        disabled={state.kind === 'locating'}
        aria-describedby={state.kind === 'error' ? `${statusId}-geo` : undefined}
      >
        {state.kind === 'locating' ? 'Finding your location…' : 'Use my location'}
      </button>
      {state.kind === 'error' && (
        <p id={`${statusId}-geo`} role="alert" className="basis-full font-semibold text-red-700">
          {state.message}
        </p>
      )}
    </>
  )
}
