'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type State = { kind: 'idle' | 'busy' } | { kind: 'done'; sold: number } | { kind: 'error'; message: string }

/** Confirms a held feed run: the cars its file left out are marked sold. */
export function ConfirmHeldRun({ dealershipSlug, runId, held }: { dealershipSlug: string; runId: number; held: number }) {
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const cars = `${held} car${held === 1 ? '' : 's'}`
  const confirm = async () => {
    if (!window.confirm(`Mark ${cars} of ${dealershipSlug} sold? They leave the site after its sold-car days.`)) return
    setState({ kind: 'busy' })
    try {
      const res = await fetch(`/api/feeds/${encodeURIComponent(dealershipSlug)}/runs/${runId}/confirm`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = await res.json()
      if (!res.ok) return setState({ kind: 'error', message: body.error ?? 'Could not confirm the sales.' })
      setState({ kind: 'done', sold: body.sold })
      router.refresh()
    } catch {
      setState({ kind: 'error', message: 'Could not reach the server.' })
    }
  }
  if (state.kind === 'done') return <p role="status">{state.sold} cars marked sold.</p>
  return (
    <div>
      <button type="button" className="btn btn--style-primary btn--size-small" onClick={confirm} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? 'Confirming…' : `Confirm: mark ${cars} sold`}
      </button>
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
    </div>
  )
}
