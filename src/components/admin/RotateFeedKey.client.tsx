'use client'

import { useState } from 'react'

/** Issues a new feed key and shows it once; the old key stops working immediately. */
export function RotateFeedKey({ dealershipSlug }: { dealershipSlug: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'done'; key: string } | { kind: 'error'; message: string }>({
    kind: 'idle',
  })
  const rotate = async () => {
    if (!window.confirm(`Issue a new feed key for ${dealershipSlug}? The current key stops working at once.`)) return
    setState({ kind: 'busy' })
    try {
      const res = await fetch(`/api/feeds/${encodeURIComponent(dealershipSlug)}/key`, { method: 'POST', credentials: 'include' })
      const body = await res.json()
      setState(res.ok ? { kind: 'done', key: body.key } : { kind: 'error', message: body.error ?? 'Could not change the key.' })
    } catch {
      setState({ kind: 'error', message: 'Could not reach the server.' })
    }
  }
  return (
    <div>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={rotate} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? 'Issuing…' : 'Issue new feed key'}
      </button>
      {state.kind === 'done' && (
        <p role="status">
          New key (copy it now, it is not shown again): <code data-testid="feed-key">{state.key}</code>
        </p>
      )}
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
    </div>
  )
}
