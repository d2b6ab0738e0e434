// The parts of the theme preview, each painted with the CSS variables the site's own component
// uses for it (named beside each). The admin does not load the site's stylesheet, so the site's
// .btn classes are repeated here as styles.
import type { CSSProperties, ReactNode } from 'react'

const BUTTON: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '4px 10px',
  borderRadius: 'var(--radius)',
  fontWeight: 600,
  border: '2px solid transparent',
  whiteSpace: 'nowrap',
}
const KINDS = {
  // globals.css .btn-solid, .btn-accent, .btn-outline
  solid: { background: 'var(--color-primary)', color: 'var(--color-on-primary)' },
  accent: { background: 'var(--color-accent)', color: 'var(--color-on-accent)' },
  outline: { borderColor: 'currentColor', color: 'inherit', background: 'transparent' },
} satisfies Record<string, CSSProperties>

function Button({ kind, children }: { kind: keyof typeof KINDS; children: ReactNode }) {
  return <span style={{ ...BUTTON, ...KINDS[kind] }}>{children}</span>
}

/** SiteHeader: the secondary top bar, then the header row with the logo or name, menu and call button. */
export function MockHeader({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <div>
      <div style={{ background: 'var(--color-secondary)', color: 'var(--color-on-secondary)', fontSize: 10, padding: '3px 12px' }}>
        Open today until 5:30 pm
      </div>
      <div
        style={{
          background: 'var(--color-header-bg)',
          color: 'var(--color-header-text)',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '6px 12px',
          boxShadow: '0 1px 2px rgb(0 0 0 / 0.05)',
        }}
      >
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin mock of the site's header logo
          <img src={logoUrl} alt={name} style={{ maxHeight: 28, maxWidth: 120, width: 'auto' }} />
        ) : (
          <strong style={{ fontFamily: 'var(--font-heading)', fontSize: 15 }}>{name}</strong>
        )}
        <nav aria-label="Preview menu" style={{ display: 'flex', gap: 10, flex: 1, justifyContent: 'center', fontWeight: 600 }}>
          {['Home', 'Vehicles', 'Offers', 'Our Stock', 'Service'].map((item) => (
            <span key={item}>{item}</span>
          ))}
        </nav>
        <Button kind="solid">Call us</Button>
      </div>
    </div>
  )
}

/** blocks/Hero/Slide: white text over the secondary colour under the dark gradient, accent button. */
export function MockHero() {
  return (
    <div
      style={{
        background: 'linear-gradient(to right, rgb(0 0 0 / 0.7), rgb(0 0 0 / 0.3), transparent), var(--color-secondary)',
        color: '#ffffff',
        padding: '12px',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <p style={{ fontFamily: 'var(--font-heading)', fontSize: 18, fontWeight: 800, margin: 0 }}>Your next one starts here</p>
      <p style={{ margin: '4px 0 10px', color: 'rgb(255 255 255 / 0.9)' }}>Hundreds of new, demo and used cars, ready to drive away.</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button kind="accent">Browse stock</Button>
        <Button kind="outline">Get finance</Button>
      </div>
    </div>
  )
}

/** CarCard: a white card with the accent tag banner, its price, the primary button and reserve in accent. */
export function MockCarCard() {
  return (
    <div
      style={{
        background: '#ffffff',
        color: '#111827',
        border: '1px solid rgb(0 0 0 / 0.1)',
        borderRadius: 'var(--radius)',
        overflow: 'hidden',
      }}
    >
      <div style={{ position: 'relative', height: 40, background: 'linear-gradient(135deg, #cbd5e1, #94a3b8)' }}>
        <span
          style={{
            position: 'absolute',
            left: 0,
            top: 6,
            padding: '1px 8px',
            fontSize: 10,
            fontWeight: 700,
            background: 'var(--color-accent)',
            color: 'var(--color-on-accent)',
            borderRadius: '0 4px 4px 0',
          }}
        >
          New
        </span>
      </div>
      <div style={{ padding: 6, display: 'grid', gap: 4 }}>
        <strong style={{ fontSize: 13 }}>2022 Toyota RAV4 GX</strong>
        <span>
          <strong style={{ fontSize: 15, fontWeight: 800 }}>$38,990</strong> <span style={{ color: '#4b5563' }}>Drive away</span>
        </span>
        <div style={{ display: 'flex', gap: 6 }}>
          <Button kind="solid">Enquire</Button>
          <Button kind="accent">Reserve Now</Button>
        </div>
      </div>
    </div>
  )
}

/** SiteFooter: footer text on the footer background, its small print at 80%. */
export function MockFooter({ name }: { name: string }) {
  return (
    <div style={{ background: 'var(--color-footer-bg)', color: 'var(--color-footer-text)', padding: '6px 12px' }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <strong style={{ fontFamily: 'var(--font-heading)', fontSize: 13 }}>{name}</strong>
        <span>New cars</span>
        <span>Used cars</span>
        <span>Finance</span>
        <span>Contact us</span>
      </div>
      <p style={{ margin: '2px 0 0', fontSize: 10, opacity: 0.8 }}>
        © {new Date().getFullYear()} {name}. Dealer licence MD 000000.
      </p>
    </div>
  )
}
