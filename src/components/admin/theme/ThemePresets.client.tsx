'use client'
// At the top of the theme tab: start from a named preset. Choosing one fills the ten colour
// fields of the form (not the database); the editor adjusts them and nothing is kept until Save.
import { useForm } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'
import { THEME_PRESETS } from '@/src/domain/tenant/theme-presets'
import { COLOUR_KEYS, colourPath, themePathOf, useThemeForm } from './use-theme-form'

export const ThemePresets: UIFieldClientComponent = ({ path }) => {
  const themePath = themePathOf(path, 1)
  const { dispatchFields, setModified } = useForm()
  const { colours } = useThemeForm(themePath)
  const [chosen, setChosen] = useState('')
  const id = useId()
  // The preset whose colours the form holds now, if any (so the list says "Ocean blue" after a reload too).
  const matching = THEME_PRESETS.find((p) => COLOUR_KEYS.every((k) => p.colours[k] === colours[k].toLowerCase()))

  function apply(presetId: string) {
    const preset = THEME_PRESETS.find((p) => p.id === presetId)
    setChosen(presetId)
    if (!preset) return
    for (const key of COLOUR_KEYS) dispatchFields({ type: 'UPDATE', path: colourPath(themePath, key), value: preset.colours[key] })
    setModified(true)
  }

  return (
    <div data-testid="theme-presets" style={{ marginBottom: 'var(--base)' }}>
      <label htmlFor={id} className="field-label">
        Start from a preset
      </label>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <select
          id={id}
          value={matching?.id ?? chosen}
          onChange={(e) => apply(e.target.value)}
          style={{
            minWidth: 240,
            padding: '8px 10px',
            borderRadius: 'var(--style-radius-s)',
            border: '1px solid var(--theme-elevation-150)',
            background: 'var(--theme-input-bg)',
            color: 'var(--theme-elevation-800)',
          }}
        >
          <option value="">{matching ? 'Custom colours' : 'Custom colours (choose a preset…)'}</option>
          {THEME_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}: {p.description}
            </option>
          ))}
        </select>
        <ul aria-hidden="true" style={{ display: 'flex', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}>
          {THEME_PRESETS.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                tabIndex={-1}
                title={p.label}
                onClick={() => apply(p.id)}
                style={{
                  display: 'flex',
                  width: 40,
                  height: 24,
                  padding: 0,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  borderRadius: 4,
                  border: p.id === matching?.id ? '2px solid var(--theme-elevation-1000)' : '1px solid var(--theme-elevation-250)',
                }}
              >
                {(['headerBackground', 'primary', 'accent', 'footerBackground'] as const).map((k) => (
                  <span key={k} style={{ flex: 1, background: p.colours[k] }} />
                ))}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="field-description" style={{ marginTop: 6 }}>
        Fills the colour fields below; change any of them to fit the dealer&apos;s brand. Nothing is kept until you save. Every preset
        passes the WCAG AA contrast check.
      </p>
    </div>
  )
}
