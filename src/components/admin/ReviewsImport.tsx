'use client'
// Above the Reviews list: import a CSV for the dealer site chosen in the admin's site selector.
import { useState } from 'react'

const HEADER = 'location,customer_name,rating,text,date,reply'

/** The multi-tenant plugin keeps the selected dealer site in the payload-tenant cookie. */
const selectedTenant = () => document.cookie.match(/(?:^|;\s*)payload-tenant=(\d+)/)?.[1] ?? null

export function ReviewsImport() {
  const [message, setMessage] = useState<string | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  async function upload(file: File) {
    const tenant = selectedTenant()
    setProblems([])
    if (!tenant) return setMessage('Choose a dealer site in the site selector first.')
    setBusy(true)
    try {
      const res = await fetch('/api/reviews/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ tenant, csv: await file.text() }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string; problems?: { message: string }[] }
      setMessage(body.message ?? body.error ?? `The import failed (${res.status}).`)
      setProblems((body.problems ?? []).map((p) => p.message))
      if (res.ok) window.setTimeout(() => window.location.reload(), 800)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ margin: '0 0 12px' }}>
      <label className="btn btn--style-secondary btn--size-small" style={{ cursor: 'pointer' }}>
        {busy ? 'Importing…' : 'Import CSV'}
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void upload(file)
          }}
        />
      </label>
      <span style={{ marginLeft: 12, opacity: 0.7 }}>
        Columns: <code>{HEADER}</code> (location is the location&apos;s slug). One bad line imports nothing.
      </span>
      {message && (
        <div role="status" style={{ marginTop: 8 }}>
          {message}
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
