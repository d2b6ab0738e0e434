// The sign-in steps' zod schemas: the browser form (react-hook-form, loaded with zod on its first
// check) and POST /api/account/send-code and verify-code validate the number and the code with
// the same rules (normaliseMobile, normaliseCode in sign-in.ts) and say the same words.
import { z } from 'zod'
import { SIGN_IN_TEXT, normaliseCode, normaliseMobile } from './sign-in'

/** An Australian mobile as typed → E.164 (+614…). */
export const mobileNumber = z.unknown().transform((raw, ctx) => {
  const phone = normaliseMobile(raw)
  if (phone === null) ctx.addIssue({ code: 'custom', message: SIGN_IN_TEXT.badPhone })
  return phone ?? z.NEVER
})

/** The texted code as typed or pasted ("123 456") → its digits. */
export const signInCode = z.unknown().transform((raw, ctx) => {
  const code = normaliseCode(raw)
  if (code === null) ctx.addIssue({ code: 'custom', message: SIGN_IN_TEXT.badCode })
  return code ?? z.NEVER
})

/** What the server reads: send-code { phone_number }, verify-code { phone_number, code }. */
export const sendCodeSchema = z.object({ phone_number: mobileNumber })
export const verifyCodeSchema = z.object({ phone_number: mobileNumber, code: signInCode })

/** The browser form's two steps, named as their inputs are. */
export const phoneStepSchema = z.object({ phone: mobileNumber })
export const codeStepSchema = z.object({ code: signInCode })

/** The first problem of a request the schema refused, in the shopper's words. */
export const firstProblem = (error: z.ZodError) => error.issues[0]?.message ?? SIGN_IN_TEXT.badPhone
