import { describe, expect, test } from 'vitest'
import {
  MISSING_SECRET_MESSAGE,
  algoliaSettings,
  algoliaWriteSettings,
  deliveryAllowsPrivate,
  logSettings,
  parseBooleanEnv,
  parseEnv,
  startupProblem,
} from './env'

// A boolean switch is read strictly; anything unclear stops the start.
describe('parseBooleanEnv', () => {
  test.each([
    ['true', true],
    ['1', true],
    ['TRUE', true],
    [' true ', true],
    ['false', false],
    ['0', false],
    ['False', false],
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
  ])('%j is %j', (value, expected) => {
    expect(parseBooleanEnv(value)).toBe(expected)
  })

  test.each(['yes', 'no', 'on', 'off', 'flase', '2', 'true1', 'enabled'])('%j is refused', (value) => {
    expect(() => parseBooleanEnv(value)).toThrow(`must be true, false, 1 or 0 (got "${value}")`)
  })
})

describe('parseEnv', () => {
  test.each(['DEMO_MODE', 'SECURE_COOKIES', 'S3_FORCE_PATH_STYLE', 'ALLOW_DEMO_USERS_IN_PRODUCTION'])(
    'a malformed %s stops the start, naming the variable',
    (name) => {
      expect(() => parseEnv({ [name]: 'off' })).toThrow(`Invalid environment: ${name}: must be true, false, 1 or 0 (got "off")`)
    },
  )

  test('booleans become booleans; unset ones stay unset for their defaults', () => {
    const env = parseEnv({ DEMO_MODE: '0', SECURE_COOKIES: '1' })
    expect(env.DEMO_MODE).toBe(false)
    expect(env.SECURE_COOKIES).toBe(true)
    expect(env.S3_FORCE_PATH_STYLE).toBeUndefined()
  })

  test.each([
    [undefined, undefined],
    ['0', 0],
    ['2', 2],
  ])('TRUSTED_PROXY_HOPS %j is %j', (value, expected) => {
    expect(parseEnv({ TRUSTED_PROXY_HOPS: value }).TRUSTED_PROXY_HOPS).toBe(expected)
  })

  test.each(['-1', 'one', '1.5', '100'])('TRUSTED_PROXY_HOPS %j is refused', (value) => {
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: value })).toThrow(/TRUSTED_PROXY_HOPS: must be the number of reverse proxies/)
  })

  test.each([
    ['https://tile.example.com/{z}/{x}/{y}.png', true],
    ['https://tiles.example.com/styles/{z}/{x}/{y}@2x.png?key=abc', true],
    ['http://tile.example.com/{z}/{x}/{y}.png', false],
    ['https://tile.example.com/tiles.png', false],
  ])('MAP_TILE_URL %s is accepted: %s', (value, ok) => {
    if (ok) expect(parseEnv({ MAP_TILE_URL: value }).MAP_TILE_URL).toBe(value)
    else expect(() => parseEnv({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL: must be an https:\/\/ URL with \{z\}, \{x\} and \{y\}/)
  })

  test.each([
    [undefined, undefined],
    ['', undefined],
    ['0', 0],
    ['60', 60],
    ['3600', 3600],
  ])('SEARCH_CACHE_SECONDS %j is %j (0 turns the answer cache off)', (value, expected) => {
    expect(parseEnv({ SEARCH_CACHE_SECONDS: value }).SEARCH_CACHE_SECONDS).toBe(expected)
  })

  test.each(['-1', '1.5', '60s', 'off', '12345'])('SEARCH_CACHE_SECONDS %j is refused', (value) => {
    expect(() => parseEnv({ SEARCH_CACHE_SECONDS: value })).toThrow(/SEARCH_CACHE_SECONDS: must be whole seconds/)
  })

  test.each([
    [undefined, undefined],
    ['0', 0],
    ['200000', 200000],
  ])('SEARCH_SNAPSHOT_MAX_CARS %j is %j (0 turns the column snapshot off)', (value, expected) => {
    expect(parseEnv({ SEARCH_SNAPSHOT_MAX_CARS: value }).SEARCH_SNAPSHOT_MAX_CARS).toBe(expected)
  })

  test.each(['-1', '1e5', 'lots', '12345678'])('SEARCH_SNAPSHOT_MAX_CARS %j is refused', (value) => {
    expect(() => parseEnv({ SEARCH_SNAPSHOT_MAX_CARS: value })).toThrow(/SEARCH_SNAPSHOT_MAX_CARS: must be a whole number of cars/)
  })
})

describe('startupProblem: a production server never runs without its own secret', () => {
  test.each([
    [{ NODE_ENV: 'production' }, MISSING_SECRET_MESSAGE],
    [{ NODE_ENV: 'production', PAYLOAD_SECRET: '   ' }, MISSING_SECRET_MESSAGE],
    [{ NODE_ENV: 'production', PAYLOAD_SECRET: 'a-real-secret' }, null],
    // `next build` signs nothing and needs no secret.
    [{ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }, null],
    [{ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-server' }, MISSING_SECRET_MESSAGE],
    [{ NODE_ENV: 'development' }, null],
    [{ NODE_ENV: 'test' }, null],
  ])('%j', (e, expected) => {
    expect(startupProblem(e)).toBe(expected)
  })

  test('the message says what to do', () => {
    expect(MISSING_SECRET_MESSAGE).toMatch(/^PAYLOAD_SECRET must be set when NODE_ENV=production/)
  })
})

describe('Stripe keys', () => {
  test('both or neither: half a set-up stops the start rather than taking no money on the demo page', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together/)
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/together/)
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).STRIPE_SECRET_KEY).toBe('sk_test_abc123')
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined()
  })
  test('a publishable key in the secret key is refused with a readable message', () =>
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/must be a Stripe secret key/))
})

describe('Algolia mode: the writer first, then the site', () => {
  test.each<[string, Record<string, string>, boolean, boolean]>([
    ['nothing set: local engine only', {}, false, false],
    [
      'app ID and admin key: Algolia is filled, the site still searches locally',
      { ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'K' },
      true,
      false,
    ],
    ['and the search key: the site searches Algolia', { ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'K', ALGOLIA_SEARCH_KEY: 'S' }, true, true],
    [
      'a search key without the admin key writes nothing and switches nothing',
      { ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_KEY: 'S' },
      false,
      false,
    ],
  ])('%s', (_name, source, writes, searches) => {
    const e = parseEnv(source)
    expect(algoliaWriteSettings(e) !== undefined).toBe(writes)
    expect(algoliaSettings(e) !== undefined).toBe(searches)
  })
})

// Logs and metrics.
describe('log settings', () => {
  test.each<[string, Record<string, string>, boolean, { level: string; pretty: boolean }]>([
    ['production: JSON at info', { NODE_ENV: 'production' }, true, { level: 'info', pretty: false }],
    ['production asked for debug', { NODE_ENV: 'production', LOG_LEVEL: 'DEBUG' }, false, { level: 'debug', pretty: false }],
    ['the demo on a terminal: readable', { NODE_ENV: 'production', DEMO_MODE: 'true' }, true, { level: 'info', pretty: true }],
    [
      'the demo into a pipe or file (benches): JSON',
      { NODE_ENV: 'production', DEMO_MODE: 'true' },
      false,
      { level: 'info', pretty: false },
    ],
    ['development on a terminal', { NODE_ENV: 'development' }, true, { level: 'info', pretty: true }],
    ['LOG_FORMAT=json wins on a terminal', { DEMO_MODE: 'true', LOG_FORMAT: 'json' }, true, { level: 'info', pretty: false }],
    ['LOG_FORMAT=pretty wins in a pipe', { DEMO_MODE: 'true', LOG_FORMAT: 'pretty' }, false, { level: 'info', pretty: true }],
  ])('%s', (_name, source, onTerminal, expected) => {
    expect(logSettings(onTerminal, parseEnv(source))).toEqual(expected)
  })

  test.each([
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/],
    ['LOG_FORMAT', 'text', /LOG_FORMAT: must be json or pretty/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN: must be at least 16 printable characters without spaces/],
    ['METRICS_TOKEN', 'a long token with spaces', /METRICS_TOKEN: must be at least 16 printable characters/],
  ])('%s=%j stops the start, naming the variable', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message)
  })

  test('a metrics token of 16 or more printable characters is taken', () => {
    expect(parseEnv({ METRICS_TOKEN: ' 0123456789abcdef ' }).METRICS_TOKEN).toBe('0123456789abcdef')
  })
})

describe('lead deliveries to private addresses', () => {
  test('a production server delivers to public addresses only unless told otherwise', () => {
    expect(deliveryAllowsPrivate(parseEnv({ NODE_ENV: 'production' }))).toBe(false)
    expect(deliveryAllowsPrivate(parseEnv({ NODE_ENV: 'production', LEAD_DELIVERY_ALLOW_PRIVATE: 'true' }))).toBe(true)
  })

  test('the demo and tests may deliver to this machine, and the switch turns that off', () => {
    expect(deliveryAllowsPrivate(parseEnv({ NODE_ENV: 'development' }))).toBe(true)
    expect(deliveryAllowsPrivate(parseEnv({ NODE_ENV: 'test' }))).toBe(true)
    expect(deliveryAllowsPrivate(parseEnv({ NODE_ENV: 'test', LEAD_DELIVERY_ALLOW_PRIVATE: 'false' }))).toBe(false)
  })
})
