import { describe, expect, test } from 'vitest'
import { SIGN_IN_TEXT } from './sign-in'
import { codeStepSchema, firstProblem, phoneStepSchema, sendCodeSchema, verifyCodeSchema } from './sign-in-schema'

describe('the sign-in schemas the form and the server share', () => {
  test('a mobile as typed becomes E.164; the form and the server read the same rule', () => {
    expect(sendCodeSchema.parse({ phone_number: '0412 345 678' })).toEqual({ phone_number: '+61412345678' })
    expect(phoneStepSchema.parse({ phone: '+61 412 345 678' })).toEqual({ phone: '+61412345678' })
  })

  test.each([['02 9555 0123'], [''], [undefined], [412345678], ['0412 345 678 9']])('%j is refused in the shopper’s words', (phone) => {
    const form = phoneStepSchema.safeParse({ phone })
    const server = sendCodeSchema.safeParse({ phone_number: phone })
    expect(form.success || server.success).toBe(false)
    if (form.success || server.success) return
    expect(form.error.issues).toEqual([expect.objectContaining({ path: ['phone'], message: SIGN_IN_TEXT.badPhone })])
    expect(firstProblem(server.error)).toBe(SIGN_IN_TEXT.badPhone)
  })

  test('a typed or pasted code becomes its digits; anything else is refused', () => {
    expect(codeStepSchema.parse({ code: '123 456' })).toEqual({ code: '123456' })
    expect(verifyCodeSchema.parse({ phone_number: '0412345678', code: '123-456' })).toEqual({
      phone_number: '+61412345678',
      code: '123456',
    })
    for (const code of ['12345', '1234567', 'abcdef', undefined, 123456]) {
      const refused = codeStepSchema.safeParse({ code })
      expect(refused.success ? null : refused.error.issues[0].message).toBe(SIGN_IN_TEXT.badCode)
    }
  })

  test('verify-code names the number first, then the code, as the server always has', () => {
    const both = verifyCodeSchema.safeParse({ phone_number: 'x', code: 'y' })
    expect(both.success ? null : firstProblem(both.error)).toBe(SIGN_IN_TEXT.badPhone)
    const code = verifyCodeSchema.safeParse({ phone_number: '0412345678', code: 'y' })
    expect(code.success ? null : firstProblem(code.error)).toBe(SIGN_IN_TEXT.badCode)
  })
})
