/** Theme tokens a tenant can choose; the site turns them into CSS variables. */
export const FONT_CHOICES = {
  inter: { label: 'Inter', stack: "'Inter Variable', 'Inter', system-ui, sans-serif" },
  montserrat: { label: 'Montserrat', stack: "'Montserrat Variable', 'Montserrat', system-ui, sans-serif" },
  oswald: { label: 'Oswald', stack: "'Oswald Variable', 'Oswald', 'Arial Narrow', sans-serif" },
  merriweather: { label: 'Merriweather', stack: "'Merriweather', Georgia, serif" },
  'source-sans': { label: 'Source Sans 3', stack: "'Source Sans 3 Variable', 'Source Sans 3', system-ui, sans-serif" },
  system: { label: 'System UI', stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
} as const

export type FontChoice = keyof typeof FONT_CHOICES
export const FONT_KEYS = Object.keys(FONT_CHOICES) as [FontChoice, ...FontChoice[]]

export const RADIUS_CHOICES = { none: '0px', sm: '4px', md: '8px', lg: '14px', pill: '999px' } as const
export type RadiusChoice = keyof typeof RADIUS_CHOICES
export const RADIUS_KEYS = Object.keys(RADIUS_CHOICES) as [RadiusChoice, ...RadiusChoice[]]

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Relative luminance (WCAG) so the site can pick readable text on a brand colour. */
export function luminance(hex: string): number {
  const full = hex.length === 4 ? '#' + [...hex.slice(1)].map((c) => c + c).join('') : hex
  const channels = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white, whichever reads better on the given background. */
export function readableOn(background: string): '#ffffff' | '#111111' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111'
}
