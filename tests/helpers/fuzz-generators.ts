import fc from 'fast-check'

/**
 * Seeded generators of malformed requests for the fuzz suite (fast-check arbitraries sampled
 * with a fixed seed, so every run sends the same requests): wrong types, missing fields, huge
 * and NaN-like numbers, deep nesting, lone surrogates, invalid JSON, huge bodies, odd content
 * types, methods and Host headers, percent-escapes and unknown keys. FUZZ_SEED=<n> explores
 * other inputs; a failure prints the inputs that caused it.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_315)

/** `count` values of `arbitrary`, the same ones on every run. */
export function sample<T>(arbitrary: fc.Arbitrary<T>, count: number, salt = 0): T[] {
  return fc.sample(arbitrary, { seed: FUZZ_SEED + salt, numRuns: count })
}

// ---- values ------------------------------------------------------------------------------

const NASTY_STRINGS = [
  '',
  ' ',
  '\ud800',
  'a\udc00b',
  '\udfff\ud800',
  '\u0000',
  'a\u0000b',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x1f',
  '0b11',
  '1_000',
  '１２３４',
  '٣٤',
  '%00',
  '%ED%A0%80',
  '%zz',
  '%',
  '%%',
  '%2e%2e%2f',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '*',
  ':',
  'make:',
  'price>',
  'price:1 TO',
  '(((',
  ')))',
  'NOT',
  'AND OR',
  '__proto__',
  'constructor',
  'toString',
  '🚗',
  '\u202e',
  '\ufeff',
  '\r\n',
  '\t',
  'ß',
  'İ',
  'Ǆ',
  'a'.repeat(513),
]

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 600, max: 20_000 }).map((n) => 'x'.repeat(n)) },
)

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-9,
  1e-300,
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 31,
  -(2 ** 31) - 1,
  1e21,
  999,
  1000,
  1001,
  1e6,
  5000,
  250_000,
  250_001,
  7.5,
  10,
  11,
  1899,
  2101,
  2021.5,
]

/** NaN and ±Infinity serialise as null, which is one more wrong type. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
)

/** Stands for nesting `depth` deep; `serialise` expands it in the JSON text (JSON.stringify would overflow). */
export const deepMarker = (depth: number, kind: 'array' | 'object' = 'array') => `@@deep:${kind}:${depth}@@`
export const DEPTHS = [31, 33, 100, 1000, 20_000] as const
export const deepValue = fc
  .tuple(fc.constantFrom(...DEPTHS), fc.constantFrom('array' as const, 'object' as const))
  .map(([d, k]) => deepMarker(d, k))

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
)

/** A URL component that may hold anything: encoded when it can be, raw (with its stray %) when not. */
export function looseEncode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return text.replace(/[^\x20-\x7e]/g, '%ED%A0%80') // a lone surrogate, as the UTF-8 bytes a client might send
  }
}

// ---- bodies ------------------------------------------------------------------------------

export type BodySpec =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bytes'; readonly bytes: readonly number[] }
  | { readonly kind: 'big'; readonly bytes: number }
  /** A body produced on demand, `declared` sent as its Content-Length (a lie, or absent). */
  | { readonly kind: 'stream'; readonly bytes: number; readonly declared: number | null }

const DEEP_TOKEN = /"@@deep:(array|object):(\d+)@@"/g

function nest(kind: string, depth: number): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`
}

/** JSON text of a value, with deep markers expanded to real nesting. */
export function serialise(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null'
  return text.replace(DEEP_TOKEN, (_m, kind: string, depth: string) => nest(kind, Number(depth)))
}

const bigTexts = new Map<number, string>()
const bigText = (bytes: number) => {
  if (!bigTexts.has(bytes))
    bigTexts.set(
      bytes,
      ' '
        .repeat(bytes - 2)
        .padStart(bytes - 1, '[')
        .padEnd(bytes, ']'),
    )
  return bigTexts.get(bytes)!
}

function lazyStream(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  let sent = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const size = Math.min(chunk.length, bytes - sent)
      sent += size
      controller.enqueue(size === chunk.length ? chunk.slice() : chunk.slice(0, size))
    },
  })
}

export function bodyInit(spec: BodySpec): BodyInit {
  switch (spec.kind) {
    case 'json':
      return serialise(spec.value)
    case 'text':
      return spec.text
    case 'bytes':
      return new Uint8Array(spec.bytes)
    case 'big':
      return bigText(spec.bytes)
    case 'stream':
      return lazyStream(spec.bytes)
  }
}

export const INVALID_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"requests":',
  '{"requests":[{"indexName":"cars"}]',
  "{'a':1}",
  '{"a":1,}',
  'nul',
  'tru',
  '"',
  '\ufeff{}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":01}',
  '{"a":+1}',
  '{"a":.5}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '1 2',
  '/* */{}',
  'requests=1&indexName=cars',
  '<xml/>',
  '\u0000',
  '{"a":"\u0001"}',
]

export const invalidJsonText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INVALID_JSON) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
)

/** Bytes that are not UTF-8 (CESU surrogates, overlongs, stray continuations, a BOM pair). */
export const invalidUtf8 = fc.constantFrom(
  [0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
  [0xc0, 0xaf],
  [0x80, 0x80, 0x80],
  [0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00],
  [0xf4, 0x90, 0x80, 0x80],
)

/** Malformed bodies any JSON endpoint should refuse: wrong syntax, bytes, depth, size. */
export function malformedBody(maxBytes: number): fc.Arbitrary<BodySpec> {
  return fc.oneof(
    { weight: 4, arbitrary: invalidJsonText.map((text): BodySpec => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: invalidUtf8.map((bytes): BodySpec => ({ kind: 'bytes', bytes })) },
    { weight: 3, arbitrary: nastyValue.map((value): BodySpec => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constantFrom(maxBytes + 1, maxBytes * 2).map((bytes): BodySpec => ({ kind: 'big', bytes })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(maxBytes + 1, maxBytes * 4), fc.constantFrom(null, 2, maxBytes))
        .map(([bytes, declared]): BodySpec => ({ kind: 'stream', bytes, declared })),
    },
  )
}

// ---- requests ----------------------------------------------------------------------------

export const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/csv',
  'application/octet-stream',
  'application/json; charset=utf-16',
  '',
  'x/y',
  '*/*',
  'application/json'.repeat(40),
]

export const contentType = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | null>(null) },
  { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
)

/** Host headers: the demo dealer's, mostly, else every odd form a client can send. */
export function hostHeader(dealerHost: string): fc.Arbitrary<string | null> {
  const odd = [
    'localhost',
    '127.0.0.1',
    '[::1]',
    'localhost:3000',
    dealerHost.toUpperCase(),
    `www.${dealerHost}`,
    `${dealerHost}.`,
    `${dealerHost}:99999`,
    `${dealerHost}:3000:3000`,
    `${dealerHost}@evil.test`,
    `evil.test`,
    'a'.repeat(300),
    `${dealerHost}/../x`,
    '..',
    '',
    ' ',
    `${dealerHost}%00`,
    `%68${dealerHost.slice(1)}`,
    'xn--80ak6aa92e.com',
    `-${dealerHost}`,
    `${'a.'.repeat(130)}test`,
  ]
  return fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(dealerHost, `${dealerHost}:3000`) },
    { weight: 3, arbitrary: fc.constantFrom(...odd) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[^\x21-\x7e]/g, '')) },
    { weight: 1, arbitrary: fc.constant(null) },
  )
}

/** Methods for a POST handler (the route file exports only POST, but the handler sees the method). */
export const postMethod = fc.oneof(
  { weight: 12, arbitrary: fc.constant('POST') },
  { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'FUZZ') },
)
export const getMethod = fc.oneof(
  { weight: 12, arbitrary: fc.constant('GET') },
  { weight: 1, arbitrary: fc.constantFrom('HEAD', 'DELETE', 'OPTIONS', 'FUZZ') },
)

/** A client IP per request, so a per-IP rate limiter in front of the handler lets the fuzz through. */
export const clientIp = fc
  .tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map((p) => p.join('.'))

export interface RequestSpec {
  readonly method: string
  readonly host: string | null
  readonly contentType: string | null
  readonly ip: string
  readonly body: BodySpec | null
  readonly headers?: Readonly<Record<string, string>>
}

/** A real Request for a spec; GET and HEAD never carry a body. */
export function buildRequest(url: string, spec: RequestSpec): Request {
  const headers = new Headers(spec.headers ?? {})
  if (spec.host !== null) headers.set('host', spec.host)
  if (spec.contentType !== null) headers.set('content-type', spec.contentType)
  headers.set('x-forwarded-for', spec.ip)
  headers.set('x-real-ip', spec.ip)
  const withBody = spec.body !== null && spec.method !== 'GET' && spec.method !== 'HEAD'
  if (withBody && spec.body.kind === 'stream' && spec.body.declared !== null) headers.set('content-length', String(spec.body.declared))
  const init = { method: spec.method, headers, body: withBody ? bodyInit(spec.body!) : null, duplex: 'half' }
  return new Request(url, init as RequestInit)
}

/** A short description of a spec for the failure list. */
export function describeSpec(spec: RequestSpec, extra = ''): string {
  const body =
    spec.body === null
      ? 'no body'
      : spec.body.kind === 'json'
        ? serialise(spec.body.value).slice(0, 160)
        : spec.body.kind === 'text'
          ? JSON.stringify(spec.body.text.slice(0, 80))
          : `${spec.body.kind} body`
  return `${spec.method} host=${JSON.stringify(spec.host)} type=${JSON.stringify(spec.contentType)} ${extra} ${body}`
}
