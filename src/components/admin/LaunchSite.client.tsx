'use client'
// "Launch site" (and "Take offline") on a dealer site's edit view, for onboarding staff. The
// server decides: a refusal's message (what is still missing) is shown as it is.
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

export function LaunchSiteButton({ launched, ready }: { launched: boolean; ready: boolean }) {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null })
  if (!id) return null
  const change = async () => {
    if (launched && !window.confirm('Take this site offline? The public will see the “coming soon” page again.')) return
    setState({ busy: true, message: null })
    try {
      const response = await fetch(`/api/tenants/${id}/${launched ? 'take-offline' : 'launch'}`, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
      if (response.ok) return window.location.reload()
      setState({ busy: false, message: body.errors?.[0]?.message ?? `Failed (${response.status})` })
    } catch {
      setState({ busy: false, message: 'Could not reach the server. Try again.' })
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        onClick={change}
        disabled={state.busy}
        title={!launched && !ready ? 'The checklist above must pass first' : undefined}
      >
        {state.busy ? 'Saving…' : launched ? 'Take site offline' : 'Launch site'}
      </button>
      <p role="status" style={{ margin: 0 }}>
        {state.message}
      </p>
    </>
  )
}
