// POST /api/account/send-code and verify-code.
// Nobody can lock a number's owner out (as with staff logins, src/lib/rate-limit/login.ts):
// - a code belongs to the browser that asked for it (its sign-in cookie): another browser's
//   wrong guesses or new codes never touch it;
// - codes sent are limited per IP, per (number, IP) and, above those, per number on every site,
//   so one address cannot flood a phone and many addresses only slow its owner down;
// - tries are limited per IP and per (number and site, IP), and each code takes 5 tries, counted
//   in one statement, so parallel guesses cannot outrun the count.
import { randomInt } from 'node:crypto'
import {
  OTP_LENGTH,
  OTP_RESEND_AFTER_MS,
  OTP_TTL_MS,
  SIGN_IN_TEXT,
  codeMessage,
  codeRefusal,
  displayMobile,
  judgeTry,
  newChallenge,
  resendWaitSeconds,
} from '@/src/domain/shoppers/sign-in'
import { firstProblem, sendCodeSchema, verifyCodeSchema } from '@/src/domain/shoppers/sign-in-schema'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { errorResponse } from '@/src/lib/api-errors'
import { type AttemptPolicies, beginAttempt, ipKey } from '@/src/lib/rate-limit'
import type { LimitResult } from '@/src/lib/rate-limit/limiter'
import { deviceKey, deviceOf, hashCode, newDevice, sameHash, sessionCookie, signShopperSession } from '@/src/lib/shopper-session'
import type { ShopperRouteDeps } from './account'
import { guarded, json, refusal, siteAndBody } from './shopper-request'
import { logger } from '@/src/lib/logger'

const CODE_TRIES: AttemptPolicies = { perIp: 'signInVerifyPerIp', perAccountAndIp: 'signInVerifyPerNumberAndIp' }

const defaultCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')

/** What a signed-in shopper's verify-code does next (the favourites merge), given by account.ts. */
type AfterSignIn = (tenant: TenantConfig, shopperId: string, body: Record<string, unknown>) => Promise<number>

export function createCodeRoutes(deps: ShopperRouteDeps, afterSignIn: AfterSignIn) {
  const newCode = deps.newCode ?? defaultCode

  /** Counts a code for the number from this IP, then on every site; the owner's own IP is counted apart. */
  async function countSend(phone: string, ip: string): Promise<LimitResult> {
    const perIp = await deps.limiter.limit('signInCodePerNumberAndIp', `${phone}\n${ip}`)
    if (!perIp.ok) return perIp
    const everywhere = await deps.limiter.limit('signInCodePerNumber', phone)
    // Refused everywhere: nothing was sent, so this address keeps its allowance.
    if (!everywhere.ok) await deps.limiter.refund('signInCodePerNumberAndIp', `${phone}\n${ip}`)
    return everywhere
  }

  /** POST /api/account/send-code { phone_number }: texts a 6-digit code to an Australian mobile. */
  const sendCode = guarded('Sending a sign-in code failed', async (request) => {
    const parsed = await siteAndBody(request, deps.findTenant, { signIn: true })
    if (!parsed.ok) return parsed.response
    const { tenant, body } = parsed
    const asked = sendCodeSchema.safeParse(body)
    if (!asked.success) return errorResponse('bad-request', firstProblem(asked.error))
    const phone = asked.data.phone_number
    const now = deps.now()
    const known = deviceOf(request.headers)
    const wait = known ? resendWaitSeconds(await deps.store.challenge(tenant, phone, deviceKey(known)), now) : 0
    if (wait > 0) return refusal({ retryAfterSeconds: wait }, SIGN_IN_TEXT.resendWait(wait))
    const limited = await countSend(phone, ipKey(request.headers))
    if (!limited.ok) return refusal(limited, SIGN_IN_TEXT.resendWait(limited.retryAfterSeconds))
    const fresh = known ? null : newDevice()
    const device = deviceKey(known ?? fresh!.nonce)
    const code = newCode()
    await deps.store.saveChallenge(tenant, phone, device, { ...newChallenge(now), codeHash: hashCode(String(tenant.id), phone, code) })
    try {
      await deps.sms.send({ to: phone, body: codeMessage(code, tenant.name, deps.platformName), tag: 'sign-in-code' })
    } catch (error) {
      logger.error({ err: error }, 'The SMS provider did not take a sign-in code')
      await deps.store.clearChallenge(tenant, phone, device)
      return errorResponse('unavailable', SIGN_IN_TEXT.sendFailed)
    }
    const answer = {
      sent: true,
      phone_number: phone,
      message: SIGN_IN_TEXT.sent(displayMobile(phone)),
      resend_after: OTP_RESEND_AFTER_MS / 1000,
      expires_in: OTP_TTL_MS / 1000,
      ...(deps.demoMode && deps.sms.offline ? { outbox: true } : {}),
    }
    return json(answer, { cookie: fresh?.cookie })
  })

  /** The verdict on a typed code for this browser: its try counted first, in one statement. */
  async function tryCode(tenant: TenantConfig, phone: string, code: string, nonce: string | null) {
    const now = deps.now()
    const device = nonce ? deviceKey(nonce) : null
    const tried = device ? await deps.store.claimTry(tenant, phone, device, now) : null
    if (!tried) return codeRefusal(device ? await deps.store.challenge(tenant, phone, device) : null, now) ?? codeRefusal(null, now)!
    const verdict = judgeTry(tried.attempt, sameHash(tried.codeHash, hashCode(String(tenant.id), phone, code)))
    // Right, but a parallel try with the same code signed in first: a code works once.
    if (verdict.ok && !(await deps.store.useCode(tried.id))) return codeRefusal(null, now)!
    return verdict
  }

  /** POST /api/account/verify-code { phone_number, code, favourites? }: signs in on this site. */
  const verifyCode = guarded('Checking a sign-in code failed', async (request) => {
    const parsed = await siteAndBody(request, deps.findTenant, { signIn: true })
    if (!parsed.ok) return parsed.response
    const { tenant, body } = parsed
    const asked = verifyCodeSchema.safeParse(body)
    if (!asked.success) return errorResponse('bad-request', firstProblem(asked.error))
    const { phone_number: phone, code } = asked.data
    const attempt = await beginAttempt(deps.limiter, CODE_TRIES, { ip: ipKey(request.headers), account: `${tenant.id}:${phone}` })
    if (!attempt.ok) return refusal(attempt, SIGN_IN_TEXT.triesWait(attempt.retryAfterSeconds))
    const verdict = await tryCode(tenant, phone, code, deviceOf(request.headers))
    if (!verdict.ok) return errorResponse('bad-request', verdict.message, { details: { reason: verdict.reason } })
    await attempt.succeeded()
    const now = deps.now()
    const shopper = await deps.store.signIn(tenant, phone, now)
    const merged = await afterSignIn(tenant, shopper.id, body)
    const token = signShopperSession({ shopper: shopper.id, tenant: String(tenant.id), version: shopper.version }, now.getTime())
    return json({ signed_in: true, phone_number: phone, merged }, { cookie: sessionCookie(token) })
  })

  return { sendCode, verifyCode }
}
