'use client'
// Sign out and delete the account: both end every session of the shopper; deleting
// asks first and removes the watchlist.
import { useState } from 'react'
import { OFFLINE_TEXT, postJson } from '@/src/components/ui/post-json'
import { DELETE_ACCOUNT_CONFIRM } from '@/src/domain/shoppers/garage'

async function call(path: string, body?: Record<string, unknown>) {
  const answer = await postJson(path, body ?? {})
  if (answer.ok) return null
  if (answer.offline) return OFFLINE_TEXT
  return typeof answer.json.error === 'string' ? answer.json.error : 'Something went wrong. Please try again.'
}

export function AccountActions() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = async (path: string, body?: Record<string, unknown>) => {
    setBusy(true)
    setError(null)
    const problem = await call(path, body)
    if (problem) {
      setBusy(false)
      setError(problem)
      return
    }
    window.location.assign('/')
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run('/api/account/sign-out')}>
          Sign out
        </button>
        <button
          type="button"
          className="btn btn-outline text-red-700"
          disabled={busy}
          onClick={() => {
            if (window.confirm(DELETE_ACCOUNT_CONFIRM)) void run('/api/account/delete-account', { confirm: true })
          }}
        >
          Delete my account
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
