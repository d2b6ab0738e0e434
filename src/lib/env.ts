import { randomBytes } from 'node:crypto'
import { z } from 'zod'

/**
 * The only reader of process.env. Everything else imports `env` from here so that a
 * missing or malformed variable fails loudly at start-up with one readable message.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

/**
 * A boolean variable, read strictly: `true`/`1` are true, `false`/`0` are false, unset or empty is
 * undefined (the caller's default), anything else is refused, so a typo such as DEMO_MODE=off can
 * never quietly leave a switch on. Case and spaces are ignored.
 */
export function parseBooleanEnv(value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase()
  if (v === undefined || v === '') return undefined
  if (v === 'true' || v === '1') return true
  if (v === 'false' || v === '0') return false
  throw new Error(`must be true, false, 1 or 0 (got "${value}")`)
}

const booleanFlag = z
  .string()
  .optional()
  .transform((value, ctx) => {
    try {
      return parseBooleanEnv(value)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })

const proxyHops = optionalString.pipe(
  z
    .string()
    .regex(/^\d{1,2}$/, 'must be the number of reverse proxies in front of the app (0 when it faces the internet directly)')
    .transform(Number)
    .optional(),
)

/** pino's levels, most severe first; `silent` writes nothing. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: optionalString,
    PAYLOAD_SECRET: optionalString,
    NEXT_PUBLIC_SERVER_URL: optionalString,
    // The port the production server (`npm start`) listens on (demo and e2e pass it); names the platform origin in demo mode.
    PORT: optionalString,
    // Set by the `next` CLI (start, dev, build): our code runs inside a Next server, where its
    // data cache and revalidation exist; scripts and tests run without them.
    NEXT_RUNTIME: optionalString,
    DEMO_MODE: booleanFlag,
    DEMO_PASSWORD: optionalString,
    ALLOW_DEMO_USERS_IN_PRODUCTION: booleanFlag,
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag,
    SECURE_COOKIES: booleanFlag,
    // How many reverse proxies in front of the app append to X-Forwarded-For; 0 means
    // the forwarded headers are the client's own words and are not believed.
    TRUSTED_PROXY_HOPS: proxyHops,
    // Finance quote provider (POST /api/youx/quote); without both, quotes are computed offline.
    YOUX_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    YOUX_API_KEY: optionalString,
    // Price comparison service (GET /api/cars/{slug}/autogauge); without both, the range is
    // estimated offline from comparable cars in our own index.
    AUTOGAUGE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    AUTOGAUGE_API_KEY: optionalString,
    // Registration lookup for trade-in valuations (rego + state to make, model, year); without
    // both, the offline table of demo plates answers (src/providers/rego-lookup/offline.ts).
    REGO_LOOKUP_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    REGO_LOOKUP_API_KEY: optionalString,
    // Postcode geocoding for the nearest-dealership finder (Google's Geocoding API); without it
    // postcodes are placed from the committed offline table (src/providers/geocoding).
    GOOGLE_GEOCODING_API_KEY: optionalString,
    // Algolia mode: the app ID and admin key start the index writer (feeds, holds and
    // `npm run search:reindex` write to Algolia too); the search key as well switches the
    // browser to Algolia. Unset keeps the local PostgreSQL search engine only.
    ALGOLIA_APP_ID: optionalString,
    ALGOLIA_ADMIN_KEY: optionalString,
    ALGOLIA_SEARCH_KEY: optionalString,
    // Lead e-mail: an SMTP URL such as smtps://user:pass@mail.example.com; without it
    // each message is written as an .eml file under LEAD_MAIL_DIR (default .data/mail).
    // Shopper sign-in codes by SMS: Twilio when all three are set (SMS_FROM is a sender
    // number or a Messaging Service SID); unset, each message is written under SMS_OUTBOX_DIR
    // (default .data/sms) and to the server log.
    SMS_TWILIO_ACCOUNT_SID: optionalString,
    SMS_TWILIO_AUTH_TOKEN: optionalString,
    SMS_FROM: optionalString,
    SMS_OUTBOX_DIR: optionalString,
    // Finance applications: their personal details are encrypted at rest with a key derived from
    // FINANCE_APPLICATION_KEY (else from PAYLOAD_SECRET); changing it makes saved applications
    // unreadable. Submissions go to the finance provider: without FINANCE_APPLICATION_API_URL and
    // _API_KEY each is written as a JSON file under FINANCE_APPLICATION_OUTBOX_DIR (default
    // .data/finance-applications).
    FINANCE_APPLICATION_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    FINANCE_APPLICATION_OUTBOX_DIR: optionalString,
    FINANCE_APPLICATION_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    FINANCE_APPLICATION_API_KEY: optionalString,
    // Reservation deposits through Stripe Checkout: both set, or neither (the offline
    // demo provider's own payment page, which takes no money). The webhook endpoint is https://{platform host}/api/payment-events/stripe.
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_… or rk_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
        .optional(),
    ),
    LEAD_SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
    LEAD_MAIL_FROM: optionalString,
    LEAD_MAIL_DIR: optionalString,
    // Where uploads (media, trade-in photos) are kept on disk when S3 is not set: one folder per
    // collection under it (default .data; collections/_uploads/folder.ts).
    UPLOADS_DIR: optionalString,
    // Location maps: the tile server, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png
    // (the default), and the attribution its licence asks for.
    MAP_TILE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^https:\/\/[^\s]+\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'must be an https:// URL with {z}, {x} and {y}')
        .optional(),
    ),
    MAP_TILE_ATTRIBUTION: optionalString,
    // Cloudflare Turnstile on the lead forms: both set turns the check on (the widget on
    // every form, the token verified before a lead is stored); unset, the honeypot, fill time and
    // rate limits stand alone.
    TURNSTILE_SITE_KEY: optionalString,
    TURNSTILE_SECRET_KEY: optionalString,
    // CRM and webhook deliveries to private addresses (this machine, the LAN): on in demo mode
    // and tests, off in production so a dealer's settings cannot reach our own network.
    LEAD_DELIVERY_ALLOW_PRIVATE: booleanFlag,
    // The platform's own brand in the admin: name, and optional logo and
    // icon addresses (https:// or a path on this host); unset shows the built-in mark.
    PLATFORM_NAME: optionalString.pipe(z.string().max(60, 'must be at most 60 characters').optional()),
    PLATFORM_LOGO_URL: optionalString.pipe(
      z
        .string()
        .regex(/^(https:\/\/|\/)[^\s"'<>]*$/, 'must be an https:// URL or a /path')
        .optional(),
    ),
    PLATFORM_ICON_URL: optionalString.pipe(
      z
        .string()
        .regex(/^(https:\/\/|\/)[^\s"'<>]*$/, 'must be an https:// URL or a /path')
        .optional(),
    ),
    // How long a first-page search answer may be reused, in seconds; 0 turns the cache
    // off. Any inventory change ends every cached answer at once, whatever this says.
    SEARCH_CACHE_SECONDS: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, 'must be whole seconds (0 turns the search cache off)')
        .transform(Number)
        .optional(),
    ),
    // Up to how many cars each process keeps a column snapshot of the inventory to search in
    // memory (about 0.6 kB a car); 0 turns it off and every search runs in PostgreSQL.
    SEARCH_SNAPSHOT_MAX_CARS: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, 'must be a whole number of cars (0 turns the snapshot off)')
        .transform(Number)
        .optional(),
    ),
    // Redis for Next's data cache when several app processes serve one platform: a
    // redis:// or rediss:// URL; unset, each process keeps its own cache (one process, the demo).
    // src/lib/cache-handler.mjs reads these two itself (Next loads it untranspiled).
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional()),
    REDIS_KEY_PREFIX: optionalString,
    // How long a stopping process (SIGTERM) waits for requests and deliveries in flight, in seconds.
    SHUTDOWN_GRACE_SECONDS: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,3}$/, 'must be whole seconds')
        .transform(Number)
        .optional(),
    ),
    // Logs: the lowest level written, and JSON lines (production) or pino-pretty's
    // readable lines (the default only in demo mode on a terminal; `npm run demo` asks for it).
    LOG_LEVEL: optionalString
      .transform((v) => v?.toLowerCase())
      .pipe(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).optional()),
    LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty'], 'must be json or pretty').optional()),
    // GET /metrics (platform host only) asks for `Authorization: Bearer <token>` when this is set.
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces')
        .optional(),
    ),
    // First retry delay of a failed lead delivery in ms (doubling each time); for the kill-test bench.
    LEAD_RETRY_BASE_MS: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, 'must be milliseconds')
        .transform(Number)
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    // Half a Stripe set-up would quietly fall back to the demo provider, which takes no money: refuse to start.
    if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_WEBHOOK_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither',
      })
  })

export type Env = z.infer<typeof schema>

/** Parses an environment; throws one message listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  return parsed.data
}

export const env = parseEnv(process.env)

export const DEFAULT_DEMO_PASSWORD = 'demo-dealer-2026'

/** Demo mode is on unless disabled; unset means on, except under NODE_ENV=production. */
const demoModeOf = (source: Env) => source.DEMO_MODE ?? source.NODE_ENV !== 'production'
export const isDemoMode = demoModeOf(env)

/** The seed creates demo users under NODE_ENV=production only when this is set to true. */
export const allowDemoUsersInProduction = env.ALLOW_DEMO_USERS_IN_PRODUCTION ?? false

/** Reverse proxies in front of the app whose X-Forwarded-* headers are believed (default none). */
export const trustedProxyHops = env.TRUSTED_PROXY_HOPS ?? 0

/** Inside a Next server (not a script, the seed or a test calling handlers in-process). */
export const insideNextServer = Boolean(env.NEXT_RUNTIME)

const PRODUCTION_BUILD = 'phase-production-build'

export const MISSING_SECRET_MESSAGE =
  'PAYLOAD_SECRET must be set when NODE_ENV=production: it signs sessions and preview links, and a known value lets anyone forge them. ' +
  'Set it to a long random value (e.g. `openssl rand -hex 32`); `npm run demo` generates one for you in .data/payload-secret.'

/**
 * Why this environment may not serve requests, or null. Pure, so the production start-up check
 * (src/instrumentation.ts) and its tests share it. `next build` needs no secret: it neither signs
 * nor verifies anything.
 */
export function startupProblem(e: { NODE_ENV?: string; PAYLOAD_SECRET?: string; NEXT_PHASE?: string }): string | null {
  if (e.NEXT_PHASE === PRODUCTION_BUILD) return null
  if (e.NODE_ENV === 'production' && !e.PAYLOAD_SECRET?.trim()) return MISSING_SECRET_MESSAGE
  return null
}

// One random secret per process when development or test runs without one: never a constant
// that a production server could end up using. Kept on globalThis because Next may evaluate
// this module more than once in a process (route, page and proxy bundles).
const EPHEMERAL_SECRET = Symbol.for('dealer-platform.ephemeral-payload-secret')
function ephemeralSecret(): string {
  const holder = globalThis as typeof globalThis & { [EPHEMERAL_SECRET]?: string }
  if (!holder[EPHEMERAL_SECRET]) {
    holder[EPHEMERAL_SECRET] = randomBytes(32).toString('hex')
    if (process.env.NEXT_PHASE !== PRODUCTION_BUILD) {
      console.warn('PAYLOAD_SECRET is not set: using a random secret for this process (sessions and preview links end when it stops).')
    }
  }
  return holder[EPHEMERAL_SECRET]
}

export function payloadSecret(): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const problem = startupProblem({ NODE_ENV: env.NODE_ENV, PAYLOAD_SECRET: env.PAYLOAD_SECRET, NEXT_PHASE: process.env.NEXT_PHASE })
  if (problem) throw new Error(problem)
  return ephemeralSecret()
}

export function databaseUrl(): string {
  // Builds do not touch the database (site pages render at request time); a placeholder
  // keeps the adapter constructible during `next build`.
  return env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/dealer'
}

export function s3Settings() {
  if (!env.S3_BUCKET) return undefined
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'ap-southeast-2',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

/** Cookies are Secure unless explicitly turned off for plain-http hosts other than localhost. */
export const secureCookies = env.SECURE_COOKIES ?? true

/** The live finance-quote provider's settings, or undefined to use the offline indicative quote. */
export function youxSettings(): { url: string; apiKey: string } | undefined {
  if (!env.YOUX_API_URL || !env.YOUX_API_KEY) return undefined
  return { url: env.YOUX_API_URL, apiKey: env.YOUX_API_KEY }
}

/** The live price comparison service's settings, or undefined for the offline estimate. */
export function autogaugeSettings(): { url: string; apiKey: string } | undefined {
  if (!env.AUTOGAUGE_API_URL || !env.AUTOGAUGE_API_KEY) return undefined
  return { url: env.AUTOGAUGE_API_URL, apiKey: env.AUTOGAUGE_API_KEY }
}

/** The registration lookup service, or undefined for the offline table of demo plates. */
export function regoLookupSettings(): { url: string; apiKey: string } | undefined {
  if (!env.REGO_LOOKUP_API_URL || !env.REGO_LOOKUP_API_KEY) return undefined
  return { url: env.REGO_LOOKUP_API_URL, apiKey: env.REGO_LOOKUP_API_KEY }
}

/** Google's Geocoding API key for postcodes, or undefined for the offline postcode table. */
export function geocodingSettings(): { apiKey: string } | undefined {
  return env.GOOGLE_GEOCODING_API_KEY ? { apiKey: env.GOOGLE_GEOCODING_API_KEY } : undefined
}

type AlgoliaEnv = Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_ADMIN_KEY' | 'ALGOLIA_SEARCH_KEY'>

/** Algolia mode's settings (the browser searches Algolia), or undefined to use the local search engine. */
export function algoliaSettings(e: AlgoliaEnv = env) {
  if (!e.ALGOLIA_APP_ID || !e.ALGOLIA_ADMIN_KEY || !e.ALGOLIA_SEARCH_KEY) return undefined
  return { appId: e.ALGOLIA_APP_ID, adminKey: e.ALGOLIA_ADMIN_KEY, searchKey: e.ALGOLIA_SEARCH_KEY }
}

/** What the index writer needs, or undefined: without a search key it fills Algolia before the site searches there. */
export function algoliaWriteSettings(e: AlgoliaEnv = env): { appId: string; adminKey: string } | undefined {
  if (!e.ALGOLIA_APP_ID || !e.ALGOLIA_ADMIN_KEY) return undefined
  return { appId: e.ALGOLIA_APP_ID, adminKey: e.ALGOLIA_ADMIN_KEY }
}

/** Turnstile's keys when the lead forms' robot check is on, else undefined (off by default). */
export function turnstileSettings(): { siteKey: string; secretKey: string } | undefined {
  if (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY) return undefined
  return { siteKey: env.TURNSTILE_SITE_KEY, secretKey: env.TURNSTILE_SECRET_KEY }
}

/** The map tile server and its attribution (OpenStreetMap's by default). */
export function mapTiles(): { url: string; attribution: string } {
  if (env.MAP_TILE_URL) return { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? '' }
  return { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' }
}

/** Where lead e-mail goes: SMTP when configured, else .eml files in a folder (the demo). */
export function leadMailSettings(): { smtpUrl?: string; dir: string; from: string } {
  return {
    smtpUrl: env.LEAD_SMTP_URL,
    dir: env.LEAD_MAIL_DIR ?? '.data/mail',
    from: env.LEAD_MAIL_FROM ?? 'Dealer Platform leads <leads@dealer-platform.test>',
  }
}

/** Where shopper sign-in texts go: Twilio when configured, else files in a folder (the demo). */
export function smsSettings(): { twilio?: { accountSid: string; authToken: string; from: string }; outboxDir: string } {
  const outboxDir = env.SMS_OUTBOX_DIR ?? '.data/sms'
  if (!env.SMS_TWILIO_ACCOUNT_SID || !env.SMS_TWILIO_AUTH_TOKEN || !env.SMS_FROM) return { outboxDir }
  return { twilio: { accountSid: env.SMS_TWILIO_ACCOUNT_SID, authToken: env.SMS_TWILIO_AUTH_TOKEN, from: env.SMS_FROM }, outboxDir }
}

/** The secret finance applications' personal details are encrypted with (FINANCE_APPLICATION_KEY, else PAYLOAD_SECRET). */
export const financeApplicationSecret = (): string => env.FINANCE_APPLICATION_KEY ?? payloadSecret()

/** Where finance applications are submitted: the provider's API when configured, else JSON files in a folder (the demo). */
export function financeApplicationSettings(): { api?: { url: string; apiKey: string }; outboxDir: string } {
  const outboxDir = env.FINANCE_APPLICATION_OUTBOX_DIR ?? '.data/finance-applications'
  if (!env.FINANCE_APPLICATION_API_URL || !env.FINANCE_APPLICATION_API_KEY) return { outboxDir }
  return { api: { url: env.FINANCE_APPLICATION_API_URL, apiKey: env.FINANCE_APPLICATION_API_KEY }, outboxDir }
}

/** Stripe's keys when both are set (reservation deposits); unset, the offline demo provider. */
export function stripeSettings(source: Env = env): { secretKey: string; webhookSecret: string } | null {
  if (!source.STRIPE_SECRET_KEY || !source.STRIPE_WEBHOOK_SECRET) return null
  return { secretKey: source.STRIPE_SECRET_KEY, webhookSecret: source.STRIPE_WEBHOOK_SECRET }
}

/**
 * The logger's level (LOG_LEVEL, default info) and format: LOG_FORMAT when set, else readable
 * lines only in demo mode on a terminal, so production and the benches write JSON lines.
 */
export function logSettings(onTerminal: boolean, source: Env = env): { level: (typeof LOG_LEVELS)[number]; pretty: boolean } {
  const pretty = source.LOG_FORMAT ? source.LOG_FORMAT === 'pretty' : demoModeOf(source) && onTerminal
  return { level: source.LOG_LEVEL ?? 'info', pretty }
}

/** GET /metrics asks for this bearer token when it is set. */
export const metricsToken = () => env.METRICS_TOKEN

/** Whether CRM and webhook deliveries may go to private addresses (see LEAD_DELIVERY_ALLOW_PRIVATE). */
export const deliveryAllowsPrivate = (source: Env): boolean =>
  source.LEAD_DELIVERY_ALLOW_PRIVATE ?? (demoModeOf(source) || source.NODE_ENV === 'test')
export const leadDeliveryAllowsPrivate = deliveryAllowsPrivate(env)

/** LEAD_RETRY_BASE_MS, or undefined for the default (30 s). */
export const leadRetryBaseMs = () => env.LEAD_RETRY_BASE_MS

/** The platform's brand in the admin (a white-label operator sets its own by env). */
export function platformBrand(): { name: string; logoUrl?: string; iconUrl?: string } {
  return { name: env.PLATFORM_NAME ?? 'Dealer Platform', logoUrl: env.PLATFORM_LOGO_URL, iconUrl: env.PLATFORM_ICON_URL }
}

/** The Redis that holds Next's data cache for every process, or undefined (each process its own). */
export const redisUrl = env.REDIS_URL

/** How long SIGTERM waits for requests and background work in flight (default 25 s, under most orchestrators' 30 s). */
export const shutdownGraceMs = (env.SHUTDOWN_GRACE_SECONDS ?? 25) * 1000
