'use client'
// The lead edit view's "Resend" button: queues the delivery again (a lead whose delivery failed,
// or after fixing the dealer's lead settings). What was delivered already is not repeated.
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

export function ResendLead() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null })
  if (!id) return null
  const resend = async () => {
    setState({ busy: true, message: null })
    try {
      const response = await fetch(`/api/lead-inbox/${id}/resend`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] }
      setState({ busy: false, message: body.message ?? body.errors?.[0]?.message ?? `Failed (${response.status})` })
    } catch {
      setState({ busy: false, message: 'Could not reach the server. Try again.' })
    }
  }
  return (
    <div style={{ margin: '8px 0 24px' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={resend} disabled={state.busy}>
        {state.busy ? 'Queuing…' : 'Resend this lead'}
      </button>
      <p role="status" style={{ marginTop: 6 }}>
        {state.message}
      </p>
    </div>
  )
}
