'use client'
// Above the Pages list: start a page from a template instead of a blank page. The page
// is made as a draft on the dealer site chosen in the site selector and opens in the editor.
import { useId, useState } from 'react'

export interface TemplateChoice {
  key: string
  name: string
  description: string
}

export function NewPageFromTemplate({ templates }: { templates: TemplateChoice[] }) {
  const id = useId()
  const [template, setTemplate] = useState(templates[0]?.key ?? '')
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function create(event: React.FormEvent) {
    event.preventDefault()
    setError(null)
    setBusy(true)
    try {
      const res = await fetch('/api/pages/from-template', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ template, title }),
      })
      const body = (await res.json().catch(() => ({}))) as { id?: number | string; error?: string; errors?: { message?: string }[] }
      if (res.ok && body.id !== undefined) return window.location.assign(`/admin/collections/pages/${body.id}`)
      setError(body.error ?? body.errors?.[0]?.message ?? `The page could not be created (${res.status}).`)
    } catch {
      setError('The page could not be created. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <details style={{ margin: '0 0 16px' }} data-testid="new-page-from-template">
      <summary className="btn btn--style-secondary btn--size-small" style={{ display: 'inline-flex', cursor: 'pointer' }}>
        New page from template
      </summary>
      <form onSubmit={create} style={{ marginTop: 12, display: 'grid', gap: 12, maxWidth: 720 }}>
        <fieldset
          style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}
        >
          <legend style={{ marginBottom: 8, fontWeight: 600 }}>Template</legend>
          {templates.map((t) => (
            <label
              key={t.key}
              style={{
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 6,
                padding: 10,
                display: 'flex',
                gap: 8,
                cursor: 'pointer',
              }}
            >
              <input type="radio" name={`${id}-template`} value={t.key} checked={template === t.key} onChange={() => setTemplate(t.key)} />
              <span>
                <strong>{t.name}</strong>
                <br />
                <small>{t.description}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-title`} style={{ fontWeight: 600 }}>
          Page title
        </label>
        <input
          id={`${id}-title`}
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. End of Financial Year Sale"
          style={{ padding: 8, border: '1px solid var(--theme-elevation-250)', borderRadius: 4 }}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <p style={{ margin: 0 }} id={`${id}-prompts`}>
          The draft marks what only you can write as a prompt in double brackets, like [[Name your sale]]. Replace each one: the page
          publishes once none is left.
        </p>
        <div>
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
            {busy ? 'Creating…' : 'Create draft page'}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
            {error}
          </p>
        )}
      </form>
    </details>
  )
}
