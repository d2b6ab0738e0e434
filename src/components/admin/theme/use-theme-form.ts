'use client'
// The theme as the edit form holds it now, saved or not: what the colour fields, the preset
// picker and the preview read. The paths are built from the theme tab's own path, so the tools
// follow the fields wherever the tab sits.
import { useFormFields } from '@payloadcms/ui'
import { useMemo } from 'react'
import { COLOUR_LABELS, type ColourKey, type ThemeColours, themeColours } from '@/src/domain/tenant/theme-contrast'
import { TENANT_DEFAULTS, type TenantTheme } from '@/src/domain/tenant/tenant-config'
import { FONT_KEYS, RADIUS_KEYS } from '@/src/domain/tenant/theme'

export const COLOUR_KEYS = Object.keys(COLOUR_LABELS) as ColourKey[]

/** The theme tab's path from the path of a field inside it ("theme.colors.primary" → "theme"). */
export const themePathOf = (fieldPath: string, depth: number) => fieldPath.split('.').slice(0, -depth).join('.')

export const colourPath = (themePath: string, key: ColourKey) => `${themePath}.colors.${key}`

export interface ThemeFormValues {
  colours: ThemeColours
  theme: Pick<TenantTheme, 'colors' | 'fonts' | 'radius'>
  name: string
  logo: number | string | null
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback

/** An upload field holds the media id, or the media document once populated. */
const mediaId = (value: unknown): number | string | null => {
  if (typeof value === 'number' || (typeof value === 'string' && value)) return value
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

export function useThemeForm(themePath: string): ThemeFormValues {
  // One string per change, so the tools re-render when a theme value changes and not on every keystroke elsewhere.
  const key = useFormFields(([fields]) =>
    JSON.stringify([
      ...COLOUR_KEYS.map((k) => fields[colourPath(themePath, k)]?.value ?? null),
      fields[`${themePath}.fonts.heading`]?.value ?? null,
      fields[`${themePath}.fonts.body`]?.value ?? null,
      fields[`${themePath}.radius`]?.value ?? null,
      fields[`${themePath}.logo`]?.value ?? null,
      fields.name?.value ?? null,
    ]),
  )
  return useMemo(() => {
    const values = JSON.parse(key) as unknown[]
    const colours = themeColours(Object.fromEntries(COLOUR_KEYS.map((k, i) => [k, values[i]])))
    const [heading, body, radius, logo, name] = values.slice(COLOUR_KEYS.length)
    const defaults = TENANT_DEFAULTS.theme
    return {
      colours,
      theme: {
        colors: colours,
        fonts: { heading: oneOf(FONT_KEYS, heading, defaults.fonts.heading), body: oneOf(FONT_KEYS, body, defaults.fonts.body) },
        radius: oneOf(RADIUS_KEYS, radius, defaults.radius),
      },
      name: typeof name === 'string' && name ? name : 'Your dealership',
      logo: mediaId(logo),
    }
  }, [key])
}
