import { describe, expect, test } from 'vitest'
import { adminOnlyThemeHints, staticHeaderRules } from './static-headers.js'

const hint = 'Sec-CH-Prefers-Color-Scheme'
/** The rule @payloadcms/next's withPayload appends (3.90), with a header of another kind beside it. */
const payloadRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: hint },
    { key: 'Vary', value: hint },
    { key: 'Critical-CH', value: hint },
    { key: 'X-Powered-By', value: 'Next.js, Payload' },
  ],
}

describe("adminOnlyThemeHints: Payload's colour-theme client hint stays on the admin", () => {
  test('the hint headers move to the admin paths; the rest of the rule keeps its paths', () => {
    expect(adminOnlyThemeHints([...staticHeaderRules(), payloadRule])).toEqual([
      ...staticHeaderRules(),
      { source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'Next.js, Payload' }] },
      { source: '/admin/:path*', headers: payloadRule.headers.slice(0, 3) },
    ])
  })

  test('a rule of only hint headers becomes an admin rule; rules without them are untouched', () => {
    const hintsOnly = { source: '/:path*', headers: payloadRule.headers.slice(0, 3) }
    expect(adminOnlyThemeHints([hintsOnly])).toEqual([{ source: '/admin/:path*', headers: hintsOnly.headers }])
    expect(adminOnlyThemeHints(staticHeaderRules())).toEqual(staticHeaderRules())
  })

  test('a Vary of something else is not a theme hint', () => {
    const rule = { source: '/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] }
    expect(adminOnlyThemeHints([rule])).toEqual([rule])
  })
})
