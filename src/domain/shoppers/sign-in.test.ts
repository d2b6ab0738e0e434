import { describe, expect, test } from 'vitest'
import {
  OTP_MAX_TRIES,
  OTP_RESEND_AFTER_MS,
  OTP_TTL_MS,
  SIGN_IN_TEXT,
  codeMessage,
  displayMobile,
  codeRefusal,
  judgeTry,
  mobileVariants,
  newChallenge,
  normaliseCode,
  normaliseMobile,
  resendWaitSeconds,
  safeRedirectPath,
  signInHeading,
  signInHref,
} from './sign-in'

const t0 = new Date('2026-11-25T00:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

describe('Australian mobile numbers', () => {
  test.each([
    ['0412 345 678', '+61412345678'],
    ['0412-345-678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['(04) 1234 5678', '+61412345678'],
    ['+61412345678', '+61412345678'],
  ])('%s is %s', (raw, e164) => expect(normaliseMobile(raw)).toBe(e164))

  test.each([
    ['02 9123 4567'], // a landline cannot take a text
    ['0412 345 67'],
    ['0412 345 6789'],
    ['+1 415 555 0100'],
    ['0412a345678'],
    ['+61+412345678'],
    [''],
    ['1'.repeat(50)],
  ])('%s is refused', (raw) => expect(normaliseMobile(raw)).toBeNull())

  test('anything that is not text is refused', () => {
    for (const value of [null, undefined, 412345678, {}, ['0412345678']]) expect(normaliseMobile(value)).toBeNull()
  })

  test('displayed as Australians read it', () => expect(displayMobile('+61412345678')).toBe('0412 345 678'))
  test('the ways one number is typed into a lead form', () =>
    expect(mobileVariants('+61412345678')).toEqual(['+61412345678', '0412345678', '0412 345 678', '+61 412 345 678']))
})

describe('codes', () => {
  test('typed or pasted with spaces or a dash', () => {
    expect(normaliseCode('123456')).toBe('123456')
    expect(normaliseCode(' 123 456 ')).toBe('123456')
    expect(normaliseCode('123-456')).toBe('123456')
    expect(normaliseCode('12345')).toBeNull()
    expect(normaliseCode('1234567')).toBeNull()
    expect(normaliseCode('12a456')).toBeNull()
    expect(normaliseCode(123456)).toBeNull()
  })

  test('the text message leads with the code and names the dealer', () => {
    const text = codeMessage('042917', 'Harbour City Motors', 'Dealer Platform')
    expect(text.startsWith('042917 ')).toBe(true)
    expect(text).toContain('Harbour City Motors')
    expect(text).toContain('5 minutes')
  })

  test('a site name that is not plainly a name is never texted: the platform is named instead', () => {
    const text = codeMessage('042917', 'Your parcel is held, pay at evil.example', 'Dealer Platform')
    expect(text).toBe('042917 is your Dealer Platform sign-in code. It expires in 5 minutes. Do not share it.')
  })
})

describe('the code lifecycle', () => {
  const challenge = newChallenge(t0)

  test('a new code expires after 5 minutes and has had no tries', () => {
    expect(challenge.expiresAt.getTime() - t0.getTime()).toBe(OTP_TTL_MS)
    expect(challenge.attempts).toBe(0)
  })

  /** The verdict the sign-in route reaches: a refusal, else the try counted as the next one. */
  const judge = (current: typeof challenge | null, matches: boolean, now: Date) =>
    codeRefusal(current, now) ?? judgeTry((current?.attempts ?? 0) + 1, matches)

  test('the right code within 5 minutes signs in', () => {
    expect(codeRefusal(challenge, at(OTP_TTL_MS - 1))).toBeNull()
    expect(judge(challenge, true, at(OTP_TTL_MS - 1))).toEqual({ ok: true })
  })

  test('the right code after 5 minutes has expired', () => {
    expect(judge(challenge, true, at(OTP_TTL_MS))).toMatchObject({ ok: false, reason: 'expired', message: SIGN_IN_TEXT.expired })
  })

  test('each wrong code counts a try and says how many are left; the fifth voids the code', () => {
    let current = challenge
    const messages: string[] = []
    for (let i = 1; i <= OTP_MAX_TRIES; i++) {
      const verdict = judge(current, false, at(1000))
      if (verdict.ok) throw new Error('a wrong code signed in')
      expect(verdict.attempts).toBe(i)
      messages.push(verdict.message)
      current = { ...current, attempts: verdict.attempts }
    }
    expect(messages[0]).toBe('That code is not right. You have 4 tries left.')
    expect(messages[3]).toBe('That code is not right. You have 1 try left.')
    expect(messages[4]).toBe(SIGN_IN_TEXT.tooManyTries)
    // Even the right code no longer works.
    expect(judge(current, true, at(2000))).toMatchObject({ ok: false, reason: 'too-many' })
  })

  test('the right code on the fifth and last try still signs in', () => {
    expect(judgeTry(OTP_MAX_TRIES, true)).toEqual({ ok: true })
  })

  test('a used code, or none sent, does not sign in', () => {
    expect(judge({ ...challenge, used: true }, true, at(1000))).toMatchObject({ ok: false, reason: 'no-code' })
    expect(judge(null, true, at(1000))).toMatchObject({ ok: false, reason: 'no-code' })
  })

  test('another code may be sent 30 seconds after the last', () => {
    expect(resendWaitSeconds(null, t0)).toBe(0)
    expect(resendWaitSeconds(challenge, at(0))).toBe(30)
    expect(resendWaitSeconds(challenge, at(OTP_RESEND_AFTER_MS - 1500))).toBe(2)
    expect(resendWaitSeconds(challenge, at(OTP_RESEND_AFTER_MS))).toBe(0)
  })
})

describe('where a shopper may be sent after signing in', () => {
  test.each([
    ['/my-garage', '/my-garage'],
    ['/cars/2021-toyota-corolla-abc?x=1#finance', '/cars/2021-toyota-corolla-abc?x=1#finance'],
    ['/search/used', '/search/used'],
  ])('%s stays', (raw, path) => expect(safeRedirectPath(raw)).toBe(path))

  test.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n')],
    ['evil.example'],
    ['/sign-in?redirect=/x'],
    ['/api/account/sign-out'],
    [''],
    ['/' + 'a'.repeat(3000)],
  ])('%s falls back', (raw) => expect(safeRedirectPath(raw, '/fallback')).toBe('/fallback'))

  test('not text falls back', () => expect(safeRedirectPath(['/x'], '/f')).toBe('/f'))

  test('the sign-in address carries a safe target and return path', () => {
    expect(signInHref('watchlist', '/cars/a', '/search')).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fsearch')
    expect(signInHref('my-garage', '//evil.example')).toBe('/sign-in?type=my-garage&redirect=%2F&back=%2F')
  })

  test('the heading says what the sign-in is for', () => {
    expect(signInHeading('watchlist')).toBe('Sign in to save cars to your watchlist')
    expect(signInHeading('constructor')).toBe('Sign in with your mobile number')
    expect(signInHeading(undefined)).toBe('Sign in with your mobile number')
  })
})
