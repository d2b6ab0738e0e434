import { describe, expect, test } from 'vitest'
import { sessionHint, signedOutByHint } from './session-hint'

describe('shopper session hint', () => {
  test('only a page marked without a session counts as signed out', () => {
    expect(signedOutByHint(sessionHint(false))).toBe(true)
    expect(signedOutByHint(sessionHint(true))).toBe(false)
    // No mark (a page outside the site layout) or an unknown one: the server is asked.
    expect(signedOutByHint(null)).toBe(false)
    expect(signedOutByHint(undefined)).toBe(false)
    expect(signedOutByHint('')).toBe(false)
  })
})
