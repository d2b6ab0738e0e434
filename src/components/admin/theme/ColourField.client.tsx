'use client'
// A theme colour: the browser's colour picker and the hex text kept in step, a swatch, and how
// each text pair this colour takes part in reads now (theme-contrast.ts), before anything is
// saved. On save the server refuses failing pairs with the same words beside the field.
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import type { TextFieldClientComponent } from 'payload'
import { TENANT_DEFAULTS } from '@/src/domain/tenant/tenant-config'
import { type ColourKey, type PairResult, measureTheme, ratioText } from '@/src/domain/tenant/theme-contrast'
import { HEX_COLOUR, fullHex } from '@/src/domain/tenant/theme'
import { themePathOf, useThemeForm } from './use-theme-form'

export const ColourField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { value, initialValue, setValue, showError, errorMessage, path, disabled } = useField<string>({
    potentiallyStalePath: pathFromProps,
  })
  const key = path.split('.').at(-1) as ColourKey
  const { colours } = useThemeForm(themePathOf(path, 2))
  const typed = value ?? ''
  const valid = typed === '' || HEX_COLOUR.test(typed)
  // The picker needs six-digit hex: while the text is not one, it shows the saved colour (or the default).
  const saved = typeof initialValue === 'string' && HEX_COLOUR.test(initialValue) ? initialValue : TENANT_DEFAULTS.theme.colors[key]
  const shown = fullHex(HEX_COLOUR.test(colours[key]) ? colours[key] : saved)
  const inputId = `field-${path.replaceAll('.', '__')}`
  const locked = Boolean(readOnly || disabled)
  const results = (measureTheme(colours) ?? []).filter((r) => r.pair.colours.includes(key))

  return (
    <div className={`field-type text${showError ? ' error' : ''}`} style={mergeFieldStyles(field)} data-testid={`colour-${key}`}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <div style={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
          <input
            type="color"
            aria-label={`${typeof field.label === 'string' ? field.label : key} colour picker`}
            value={shown}
            disabled={locked}
            onChange={(e) => setValue(e.target.value)}
            style={{ width: 44, minWidth: 44, padding: 2, height: 'auto', cursor: locked ? 'default' : 'pointer' }}
          />
          <input
            id={inputId}
            type="text"
            name={path}
            value={typed}
            placeholder={shown}
            disabled={locked}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!valid || showError}
            onChange={(e) => setValue(e.target.value.trim())}
            style={{ flex: 1, fontFamily: 'var(--font-mono, monospace)' }}
          />
          <span
            aria-hidden="true"
            title={valid ? shown : 'Not a hex colour yet'}
            style={{
              width: 36,
              minWidth: 36,
              borderRadius: 4,
              border: '1px solid var(--theme-elevation-250)',
              background: valid ? shown : 'repeating-linear-gradient(45deg, #ddd 0 4px, #fff 4px 8px)',
            }}
          />
        </div>
      </div>
      {/* In full, not in Payload's one-line error tooltip: each refused pair is a sentence. */}
      {showError && errorMessage && (
        <p role="alert" data-testid={`colour-${key}-error`} style={{ margin: '4px 0 0', color: 'var(--theme-error-500)', fontSize: 12 }}>
          {errorMessage}
        </p>
      )}
      {!valid && !showError && (
        <p role="alert" style={{ margin: '4px 0 0', color: 'var(--theme-error-500)', fontSize: 12 }}>
          Not a hex colour: use # and 6 (or 3) digits 0-9 and a-f, e.g. #0b3d91.
        </p>
      )}
      {valid && <ContrastList results={results} />}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

/** The pairs this colour is in, each with a sample of the text as the site draws it. */
function ContrastList({ results }: { results: PairResult[] }) {
  return (
    <ul aria-label="Contrast on the site" style={{ listStyle: 'none', margin: '6px 0 0', padding: 0, fontSize: 12, lineHeight: 1.5 }}>
      {results.map((r) => (
        <li
          key={r.pair.id}
          title={r.passes ? r.pair.where : r.message}
          data-passes={r.passes}
          style={{ display: 'flex', gap: 6, alignItems: 'center' }}
        >
          <Sample result={r} />
          <span style={{ color: r.passes ? 'var(--theme-elevation-800)' : 'var(--theme-error-500)' }}>
            {r.passes ? '✓' : '✗'} {r.pair.role} {ratioText(r.ratio)}
            {!r.passes && ` (AA needs ${r.pair.min}:1)`}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Sample({ result }: { result: PairResult }) {
  const { text, background } = result.sides
  return (
    <span
      aria-hidden="true"
      style={{
        background,
        color: text,
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 3,
        padding: '0 4px',
        fontWeight: 600,
      }}
    >
      Aa
    </span>
  )
}
