// The platform's own brand in the admin: the login and navigation logo and the small icon, from
// PLATFORM_NAME / PLATFORM_LOGO_URL / PLATFORM_ICON_URL, or the built-in mark with the name beside
// it.
import { platformBrand } from '@/src/lib/env'
import { PLATFORM_MARK_DATA_URI } from '@/src/lib/platform-mark'

export function PlatformLogo() {
  const brand = platformBrand()
  if (brand.logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- the operator's own logo, any host
    return <img src={brand.logoUrl} alt={brand.name} style={{ maxHeight: 56, maxWidth: 280 }} />
  }
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }} data-testid="platform-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG mark */}
      <img src={PLATFORM_MARK_DATA_URI} alt="" width={44} height={44} />
      <span style={{ fontSize: 26, fontWeight: 800, letterSpacing: '-0.01em' }}>{brand.name}</span>
    </span>
  )
}

export function PlatformIcon() {
  const brand = platformBrand()
  // eslint-disable-next-line @next/next/no-img-element -- the operator's icon or the inline SVG mark
  return <img src={brand.iconUrl ?? PLATFORM_MARK_DATA_URI} alt={brand.name} width={24} height={24} data-testid="platform-icon" />
}
