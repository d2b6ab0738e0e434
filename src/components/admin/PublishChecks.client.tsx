'use client'
// The sidebar panel listing the publish checks' findings for the saved document.
// It asks the server again whenever the document is saved (its updatedAt changes), a little
// after the last autosave, so the list follows the editor's work without a reload.
import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Problem = { severity: 'block' | 'warn'; path: string; where: string; message: string }
type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; problems: Problem[] } | { kind: 'error'; message: string }

const AFTER_SAVE_MS = 600

/** The admin names a field's element "field-" and its path with "__" for each dot. */
const fieldAnchor = (path: string) => `#field-${path.replaceAll('.', '__')}`

export function PublishChecks() {
  const { id, collectionSlug, data } = useDocumentInfo()
  const savedAt = typeof data?.updatedAt === 'string' ? data.updatedAt : ''
  const [state, setState] = useState<State>({ kind: 'idle' })

  useEffect(() => {
    if (!id || !collectionSlug) return
    let cancelled = false
    const timer = setTimeout(async () => {
      setState((s) => (s.kind === 'done' ? s : { kind: 'loading' }))
      try {
        const response = await fetch(`/api/${collectionSlug}/${id}/publish-checks`, { credentials: 'include' })
        const body = (await response.json()) as { problems?: Problem[]; errors?: { message: string }[] }
        if (cancelled) return
        setState(
          response.ok && body.problems
            ? { kind: 'done', problems: body.problems }
            : { kind: 'error', message: body.errors?.[0]?.message ?? `The checks could not run (${response.status}).` },
        )
      } catch {
        if (!cancelled) setState({ kind: 'error', message: 'Could not reach the server to run the checks.' })
      }
    }, AFTER_SAVE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [id, collectionSlug, savedAt])

  if (!id) return <Panel>Save the document once to run the publish checks.</Panel>
  if (state.kind === 'idle' || state.kind === 'loading') return <Panel>Checking…</Panel>
  if (state.kind === 'error') return <Panel role="alert">{state.message}</Panel>
  const blocks = state.problems.filter((p) => p.severity === 'block')
  const warnings = state.problems.filter((p) => p.severity === 'warn')
  if (!state.problems.length) return <Panel>No problems found in what is saved.</Panel>
  return (
    <Panel>
      <p style={{ margin: '0 0 8px' }}>
        {blocks.length
          ? `${blocks.length} ${blocks.length === 1 ? 'problem blocks' : 'problems block'} publishing. `
          : 'Nothing blocks publishing. '}
        {warnings.length ? `${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'} (they do not block).` : ''}
      </p>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {[...blocks, ...warnings].map((p) => (
          <li key={`${p.severity}-${p.path}-${p.message}`} data-severity={p.severity} style={{ marginBottom: 6 }}>
            <strong style={{ color: p.severity === 'block' ? 'var(--theme-error-500)' : 'var(--theme-warning-700, #8a5a00)' }}>
              {p.severity === 'block' ? 'Blocks publishing' : 'Warning'}
            </strong>
            {': '}
            <a href={fieldAnchor(p.path)}>{p.where || 'Document'}</a>
            {` — ${p.message}`}
          </li>
        ))}
      </ul>
    </Panel>
  )
}

function Panel({ children, role }: { children: React.ReactNode; role?: 'alert' }) {
  return (
    <section aria-labelledby="publish-checks-heading" data-testid="publish-checks" style={{ margin: '0 0 24px' }}>
      <h3 id="publish-checks-heading" style={{ margin: '0 0 6px', fontSize: 14 }}>
        Publish checks
      </h3>
      <div role={role ?? 'status'} style={{ fontSize: 13 }}>
        {children}
      </div>
    </section>
  )
}
