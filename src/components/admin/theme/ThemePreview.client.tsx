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
import type { CSSProperties } from 'react'
import { themeCssVariables } from '@/src/domain/tenant/tenant-config'
import { RADIUS_CHOICES } from '@/src/domain/tenant/theme'
import { TENANT_DEFAULTS } from '@/src/domain/tenant/tenant-config'
import { themePathOf, useThemeForm } from './use-theme-form'
import { useMediaUrl } from './use-media-url'
import { MockCarCard, MockFooter, MockHeader, MockHero } from './PreviewParts'

export const ThemePreview: UIFieldClientComponent = ({ path }) => {
  const form = useThemeForm(themePathOf(path, 1))
  const logoUrl = useMediaUrl(form.logo)
  const vars = {
    ...themeCssVariables({ ...TENANT_DEFAULTS.theme, ...form.theme }),
    '--radius': RADIUS_CHOICES[form.theme.radius],
  } as CSSProperties

  return (
    <section
      aria-label="Preview of the home page with these colours (not saved yet)"
      data-testid="theme-preview"
      style={{ position: 'sticky', top: 'calc(var(--doc-controls-height, 64px) + 8px)', zIndex: 2, marginBottom: 'var(--base)' }}
    >
      <p className="field-label" style={{ marginBottom: 4 }}>
        Preview (updates as you choose; not saved until you press Save)
      </p>
      <div
        style={{
          ...vars,
          background: 'var(--color-background)',
          color: 'var(--color-text)',
          fontFamily: 'var(--font-body)',
          fontSize: 12,
          lineHeight: 1.4,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 6,
          overflow: 'hidden',
          boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
        }}
      >
        <MockHeader name={form.name} logoUrl={logoUrl} />
        <MockHero />
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', gap: 12, padding: 12 }}>
          <MockCarCard />
          <div>
            <h3 style={{ fontFamily: 'var(--font-heading)', fontSize: 16, fontWeight: 700, margin: '0 0 4px' }}>Why buy from us</h3>
            <p style={{ margin: '0 0 4px' }}>Every car is inspected, serviced and comes with a 3-month warranty.</p>
            <p style={{ margin: '0 0 6px', opacity: 0.7, fontSize: 11 }}>Posted 12 March · Buyer advice</p>
            <span style={{ color: 'var(--color-primary)', fontWeight: 600, textDecoration: 'underline' }}>See all offers</span>
            <div style={{ marginTop: 8, padding: 8, borderRadius: 'var(--radius)', background: 'var(--color-surface)' }}>
              Call the dealer <span style={{ color: 'var(--color-primary)', fontWeight: 700 }}>02 9630 1100</span>
            </div>
          </div>
        </div>
        <MockFooter name={form.name} />
      </div>
    </section>
  )
}
