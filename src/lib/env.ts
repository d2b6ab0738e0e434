import { z } from 'zod'

/**
 * The only reader of process.env. Everything else imports `env` from here so that a
 * missing or malformed variable fails loudly at start-up with one readable message.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalString,
  PAYLOAD_SECRET: optionalString,
  NEXT_PUBLIC_SERVER_URL: optionalString,
  // The port `next start` listens on (demo and e2e pass it); names the platform origin in demo mode.
  PORT: optionalString,
  DEMO_MODE: optionalString,
  DEMO_PASSWORD: optionalString,
  ALLOW_DEMO_USERS_IN_PRODUCTION: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString,
  SECURE_COOKIES: optionalString,
  // Finance quote provider (POST /api/youx/quote); without both, quotes are computed offline.
  YOUX_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  YOUX_API_KEY: optionalString,
  // Price comparison service (GET /api/cars/{slug}/autogauge); without both, the range is
  // estimated offline from comparable cars in our own index.
  AUTOGAUGE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  AUTOGAUGE_API_KEY: optionalString,
  // Algolia mode (issue 3): all three set switches the browser to Algolia and ingestion to
  // writing there too; unset keeps the local PostgreSQL search engine.
  ALGOLIA_APP_ID: optionalString,
  ALGOLIA_ADMIN_KEY: optionalString,
  ALGOLIA_SEARCH_KEY: optionalString,
})

export type Env = z.infer<typeof schema>

function readEnv(): Env {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  return parsed.data
}

export const env = readEnv()

export const DEFAULT_DEMO_PASSWORD = 'demo-dealer-2026'

/** Demo mode is on unless explicitly disabled; production deployments set DEMO_MODE=false. */
export const isDemoMode = env.DEMO_MODE ? env.DEMO_MODE !== 'false' : env.NODE_ENV !== 'production'

export function payloadSecret(): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    // A production server without a secret would sign tokens with a guessable key.
    if (!isDemoMode) throw new Error('PAYLOAD_SECRET must be set in production')
  }
  return 'dev-only-secret-change-me-0123456789abcdef'
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
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

/** Cookies are Secure unless explicitly turned off for plain-http hosts other than localhost. */
export const secureCookies = env.SECURE_COOKIES !== 'false'

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

/** Algolia mode's settings, or undefined to use the local search engine. */
export function algoliaSettings() {
  if (!env.ALGOLIA_APP_ID || !env.ALGOLIA_ADMIN_KEY || !env.ALGOLIA_SEARCH_KEY) return undefined
  return { appId: env.ALGOLIA_APP_ID, adminKey: env.ALGOLIA_ADMIN_KEY, searchKey: env.ALGOLIA_SEARCH_KEY }
}
