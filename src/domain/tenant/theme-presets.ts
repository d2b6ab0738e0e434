/**
 * Named starting points for a dealer's colours. Choosing one in the admin fills the ten colour
 * fields, which onboarding staff then adjust to the dealer's brand; nothing here is saved as
 * such. Each preset passes every contrast pair (theme-contrast.ts), which the test beside this
 * file proves, so a preset is always a theme that can be saved.
 */
import type { ThemeColours } from './theme-contrast'

export interface ThemePreset {
  id: string
  label: string
  /** One line on the look, shown beside the name. */
  description: string
  colours: ThemeColours
}

export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: 'ocean-blue',
    label: 'Ocean blue',
    description: 'Blue buttons, white header, navy footer, amber badges',
    colours: {
      primary: '#1d4ed8',
      secondary: '#0f172a',
      accent: '#f59e0b',
      background: '#ffffff',
      surface: '#f1f5f9',
      text: '#0f172a',
      headerBackground: '#ffffff',
      headerText: '#0f172a',
      footerBackground: '#0f172a',
      footerText: '#e2e8f0',
    },
  },
  {
    id: 'racing-red',
    label: 'Racing red',
    description: 'Red buttons, charcoal header and footer, yellow badges',
    colours: {
      primary: '#b91c1c',
      secondary: '#1f2937',
      accent: '#fbbf24',
      background: '#ffffff',
      surface: '#f3f4f6',
      text: '#111827',
      headerBackground: '#111827',
      headerText: '#f9fafb',
      footerBackground: '#111827',
      footerText: '#d1d5db',
    },
  },
  {
    id: 'bush-green',
    label: 'Bush green',
    description: 'Deep green on warm white, ochre badges',
    colours: {
      primary: '#166534',
      secondary: '#14291d',
      accent: '#ca8a04',
      background: '#fbfbf8',
      surface: '#eef1ea',
      text: '#1c2520',
      headerBackground: '#fbfbf8',
      headerText: '#14291d',
      footerBackground: '#14291d',
      footerText: '#dfe7df',
    },
  },
  {
    id: 'outback-earth',
    label: 'Outback earth',
    description: 'Rust and sand, dark brown header, for caravans and 4x4',
    colours: {
      primary: '#9a3412',
      secondary: '#3b1a0c',
      accent: '#f59e0b',
      background: '#fffaf3',
      surface: '#f5ead9',
      text: '#2b2420',
      headerBackground: '#3b1a0c',
      headerText: '#fff7ed',
      footerBackground: '#2b140a',
      footerText: '#fde9d2',
    },
  },
  {
    id: 'midnight-gold',
    label: 'Midnight and gold',
    description: 'Near-black with gold badges, for prestige dealers',
    colours: {
      primary: '#18181b',
      secondary: '#09090b',
      accent: '#d4af37',
      background: '#ffffff',
      surface: '#f4f4f5',
      text: '#18181b',
      headerBackground: '#09090b',
      headerText: '#f4f4f5',
      footerBackground: '#09090b',
      footerText: '#d4d4d8',
    },
  },
  {
    id: 'coastal-teal',
    label: 'Coastal teal',
    description: 'Teal buttons, white header, coral badges',
    colours: {
      primary: '#0f766e',
      secondary: '#134e4a',
      accent: '#fb7185',
      background: '#ffffff',
      surface: '#f0fdfa',
      text: '#0f2a28',
      headerBackground: '#ffffff',
      headerText: '#134e4a',
      footerBackground: '#134e4a',
      footerText: '#ccfbf1',
    },
  },
]
