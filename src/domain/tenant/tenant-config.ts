import { z } from 'zod'
import { FEATURE_KEYS, type FeatureKey } from './features'
import { financeConfigSchema } from './finance-config'
import { FONT_KEYS, HEX_COLOUR, RADIUS_KEYS, focusRingColour, readableOn } from './theme'
import { fontStack } from './theme-fonts'
import { FALLBACK_PRESET, PRESET_NAMES, presetFromCode } from '../inventory/presets'
import { DEFAULT_SORT_INDEXES, SORT_INDEXES } from '../inventory/sort-options'
import { SEGMENT_SLUG } from '../navigation/slug'
import { AUSTRALIAN_TIME_ZONES, DATE_ORDERS, DEFAULT_FEED_DATES } from '../inventory/feed-dates'
import { DEFAULT_FEED_SAFETY } from '../inventory/feed-safety'
import { DEFAULT_CERTIFIED_POINTS } from '../vehicle-detail/certified'

/**
 * The one typed tenant object (DESIGN convention 2). Built once from the Tenants document at
 * the CMS boundary; everything downstream reads named capabilities from it.
 * Payload stores empty fields as null, so nulls are removed before parsing and every
 * setting falls back to its spec default.
 */
const colour = (fallback: string) => z.string().regex(HEX_COLOUR, 'must be a hex colour like #1a2b3c').default(fallback)

const imageSchema = z.object({
  url: z.string().min(1),
  alt: z.string().default(''),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
})

export const themeSchema = z.object({
  colors: z
    .object({
      primary: colour('#0b3d91'),
      secondary: colour('#111827'),
      accent: colour('#f59e0b'),
      background: colour('#ffffff'),
      surface: colour('#f3f4f6'),
      text: colour('#111827'),
      headerBackground: colour('#ffffff'),
      headerText: colour('#111827'),
      footerBackground: colour('#111827'),
      footerText: colour('#f9fafb'),
    })
    .prefault({}),
  fonts: z.object({ heading: z.enum(FONT_KEYS).default('montserrat'), body: z.enum(FONT_KEYS).default('inter') }).prefault({}),
  radius: z.enum(RADIUS_KEYS).default('md'),
  logo: imageSchema.nullable().default(null),
  favicon: imageSchema.nullable().default(null),
})

const featuresSchema = z.object(
  Object.fromEntries(FEATURE_KEYS.map((k) => [k, z.boolean().default(false)])) as Record<FeatureKey, z.ZodDefault<z.ZodBoolean>>,
)

/** The kinds of dealer the platform serves; copy and presets vary by kind. */
export const VEHICLE_KINDS = ['cars', 'trucks', 'motorcycles', 'caravans', 'rentals'] as const
export type VehicleKind = (typeof VEHICLE_KINDS)[number]

const carType = z.enum(['new', 'used', 'demo'])

export const tenantConfigSchema = z.object({
  id: z.union([z.number(), z.string()]),
  slug: z.string().regex(SEGMENT_SLUG, 'must be lower-case words joined by hyphens'),
  name: z.string().min(1),
  domains: z.array(z.string().min(1)).min(1, 'a tenant needs at least one domain'),
  /**
   * Whether the site is public. A Tenants row says so by its launchedAt (tenantDocToConfigInput);
   * a config built without a row (tests, scripts) is a live site.
   */
  launched: z.boolean().default(true),
  vehicleKind: z.enum(VEHICLE_KINDS).default('cars'),
  theme: themeSchema.prefault({}),
  features: featuresSchema.prefault({}),
  labels: z
    .object({
      reserveButton: z.string().default('Reserve Now'),
      reserveShowsAmount: z.boolean().default(true),
      enquireButton: z.string().default('Enquire Now'),
      getFinanceButton: z.string().default('Get Finance Now'),
      noPrice: z.string().default('Enquire for price'),
      findSimilar: z.string().default('Find Me Something Similar'),
      searchPlaceholder: z.string().default('Search...'),
      callDealer: z.string().default('Call the dealer'),
      /** Dealer-specific terms under every lead form; empty shows none. */
      formTermsNote: z.string().max(1000).default(''),
      /** The test drive form's disclaimer (optional): licence, insurance, excess. */
      testDriveDisclaimer: z.string().max(1000).default(''),
      /** The certified pre-owned block's points on car pages of certified cars (certifiedPreOwned). */
      certifiedPoints: z
        .array(z.string().max(200))
        .max(8)
        .default([...DEFAULT_CERTIFIED_POINTS]),
    })
    .prefault({}),
  phones: z
    .object({
      default: z.string().default(''),
      new: z.string().default(''),
      used: z.string().default(''),
      demo: z.string().default(''),
    })
    .prefault({}),
  inventory: z
    .object({
      dealerships: z.array(z.string()).default([]),
      /**
       * Listed dealerships another site owns: this site shows their stock and
       * their reservations, but their feed key, uploads and feed settings are the owner's.
       */
      ownedElsewhere: z.array(z.string()).default([]),
      carTypes: z.array(carType).default(['new', 'used', 'demo']),
      inStockOnly: z.boolean().default(false),
      usedOnly: z.boolean().default(false),
      excludedMakes: z.array(z.string()).default([]),
      excludedStockNumbers: z.array(z.string()).default([]),
      soldCarDays: z.number().int().min(0).max(365).default(3),
      popularMakeCount: z.number().int().min(1).max(50).default(7),
      /** Similar cars under a car (0: none), and the page size of each of their searches. */
      similarCars: z.number().int().min(0).max(12).default(6),
      similarCarsPerQuery: z.number().int().min(1).max(50).default(10),
      certifiedMake: z.string().default(''),
      refreshPath: z.string().default('/special-offers'),
      // Named preset replacing the numeric option codes 0-14; a number is read as the old code.
      preset: z.preprocess((v) => (typeof v === 'number' ? (presetFromCode(v) ?? v) : v), z.enum(PRESET_NAMES)).default(FALLBACK_PRESET),
      /** 1-based card positions of promo tiles that name none of their own (8 and 17 by default). */
      promoPositions: z.array(z.number().int().min(1).max(100)).default([8, 17]),
      /** Sort options offered on the search page; the relevance sort is always on. */
      sortOptions: z.array(z.enum(SORT_INDEXES)).default(DEFAULT_SORT_INDEXES),
    })
    .prefault({}),
  finance: financeConfigSchema.prefault({}),
  /** How the stock feeds of the dealerships this site owns are read and when their sales are held. */
  feed: z
    .object({
      dateOrder: z.enum(DATE_ORDERS).default(DEFAULT_FEED_DATES.order),
      timeZone: z.enum(AUSTRALIAN_TIME_ZONES).default(DEFAULT_FEED_DATES.timeZone),
      holdSoldPercent: z.number().int().min(1).max(100).default(DEFAULT_FEED_SAFETY.holdSoldPercent),
      holdRejectedPercent: z.number().int().min(1).max(100).default(DEFAULT_FEED_SAFETY.holdRejectedPercent),
    })
    .prefault({}),
  reservation: z
    .object({
      depositAmount: z.number().min(0).default(200),
      holdHours: z.number().int().min(1).max(720).default(48),
    })
    .prefault({}),
})

export type TenantConfig = z.infer<typeof tenantConfigSchema>
export type TenantTheme = TenantConfig['theme']

/** Every setting's default, as the site reads a tenant that sets nothing. */
export const TENANT_DEFAULTS: TenantConfig = tenantConfigSchema.parse({
  id: 0,
  slug: 'defaults',
  name: 'Defaults',
  domains: ['defaults.invalid'],
})

/** Payload gives null for empty fields and arrays of `{ value }` rows; zod wants plain values. */
export function stripNulls(value: unknown): unknown {
  if (value === null) return undefined
  if (Array.isArray(value)) return value.map(stripNulls).filter((v) => v !== undefined)
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const cleaned = stripNulls(v)
      if (cleaned !== undefined) out[k] = cleaned
    }
    return out
  }
  return value
}

export type TenantConfigResult = { ok: true; tenant: TenantConfig } | { ok: false; error: string }

export function parseTenantConfig(input: unknown): TenantConfigResult {
  const parsed = tenantConfigSchema.safeParse(stripNulls(input))
  if (parsed.success) return { ok: true, tenant: parsed.data }
  const error = parsed.error.issues.map((i) => `${i.path.join('.') || 'tenant'}: ${i.message}`).join('; ')
  return { ok: false, error }
}

/** CSS custom properties for the site; text colours on brand colours are derived for contrast. */
export function themeCssVariables(theme: TenantTheme): Record<string, string> {
  const c = theme.colors
  return {
    '--color-primary': c.primary,
    '--color-on-primary': readableOn(c.primary),
    '--color-secondary': c.secondary,
    '--color-on-secondary': readableOn(c.secondary),
    '--color-accent': c.accent,
    '--color-on-accent': readableOn(c.accent),
    '--color-focus': focusRingColour(c),
    '--color-background': c.background,
    '--color-surface': c.surface,
    '--color-text': c.text,
    '--color-header-bg': c.headerBackground,
    '--color-header-text': c.headerText,
    '--color-footer-bg': c.footerBackground,
    '--color-footer-text': c.footerText,
    '--font-heading': fontStack(theme.fonts.heading),
    '--font-body': fontStack(theme.fonts.body),
  }
}
