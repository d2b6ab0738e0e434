'use client'
// A compact mock of the dealer's home page drawn from the form as it is now (unsaved), so the
// editor sees each colour, font and corner rounding where the site uses it while choosing.
// It sets the site's own CSS variables (themeCssVariables, as the [host] layout does) and
// paints each part with the variables the site's components use: header, top bar, hero, a car
// card with its badge and buttons, page text and links, a panel, the footer.
//
// Not Payload's live preview: that shows the saved site in a frame, and the Tenants collection
// has no drafts, so an unsaved colour could not reach it; this mock reads only the form.
import '@fontsource-variable/inter'
import '@fontsource-variable/montserrat'
import '@fontsource-variable/oswald'
import '@fontsource-variable/source-sans-3'
import '@fontsource/merriweather/400.css'
import '@fontsource/merriweather/700.css'
import type { UIFieldClientComponent } from 'payload'
import { type CSSProperties, useState } from 'react'
import { themeCssVariables } from '@/src/domain/tenant/tenant-config'
import { RADIUS_CHOICES } from '@/src/domain/tenant/theme'
import { TENANT_DEFAULTS } from '@/src/domain/tenant/tenant-config'
import { themePathOf, useThemeForm } from './use-theme-form'
import { useMediaUrl } from './use-media-url'
import { MockCarCard, MockFooter, MockHeader, MockHero } from './PreviewParts'

export const ThemePreview: UIFieldClientComponent = ({ path }) => {
  const form = useThemeForm(themePathOf(path, 1))
  const logoUrl = useMediaUrl(form.logo)
  // Kept in view while the editor scrolls through the colour fields, unless they would rather not.
  const [pinned, setPinned] = useState(true)
  const vars = {
    ...themeCssVariables({ ...TENANT_DEFAULTS.theme, ...form.theme }),
    '--radius': RADIUS_CHOICES[form.theme.radius],
  } as CSSProperties

  return (
    <section
      aria-label="Preview of the home page with these colours (not saved yet)"
      data-testid="theme-preview"
      style={{
        ...(pinned ? { position: 'sticky', top: 'calc(var(--doc-controls-height, 64px) + 4px)', zIndex: 2 } : {}),
        marginBottom: 'var(--base)',
        paddingTop: 4,
        background: 'var(--theme-bg)',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12, marginBottom: 4 }}>
        <span className="field-label">Preview of the home page (follows the form; nothing is saved until you press Save)</span>
        <label style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          <input type="checkbox" checked={pinned} onChange={(e) => setPinned(e.target.checked)} /> Keep in view
        </label>
      </div>
      <div
        style={{
          ...vars,
          background: 'var(--color-background)',
          color: 'var(--color-text)',
          fontFamily: 'var(--font-body)',
          fontSize: 12,
          lineHeight: 1.35,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 6,
          overflow: 'hidden',
          boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
        }}
      >
        <MockHeader name={form.name} logoUrl={logoUrl} />
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)' }}>
          <MockHero />
          <div style={{ padding: 8 }}>
            <MockCarCard />
          </div>
          <div style={{ padding: 8 }}>
            <p style={{ fontFamily: 'var(--font-heading)', fontSize: 14, fontWeight: 700, margin: '0 0 2px' }}>Why buy from us</p>
            <p style={{ margin: '0 0 2px' }}>Every vehicle is inspected and serviced.</p>
            <p style={{ margin: '0 0 4px', opacity: 0.7, fontSize: 11 }}>Posted 12 March · Buyer advice</p>
            <span style={{ color: 'var(--color-primary)', fontWeight: 600, textDecoration: 'underline' }}>See all offers</span>
            <div style={{ marginTop: 6, padding: 6, borderRadius: 'var(--radius)', background: 'var(--color-surface)' }}>
              Call the dealer <span style={{ color: 'var(--color-primary)', fontWeight: 700 }}>today</span>
            </div>
          </div>
        </div>
        <MockFooter name={form.name} />
      </div>
    </section>
  )
}
