// The finance application routes' production wiring (shared by the routes and the int tests).
import { type ApplicationDeps, type SubmitDeps } from '@/src/api/finance-application'
import { payloadApplicationStore } from '@/src/cms/finance-applications'
import { getTenantByHost } from '@/src/cms/tenants'
import { countLeadFromAddress, rateLimiter } from '@/src/lib/rate-limit'
import { tokenSigner } from '@/src/lib/signed-token'
import { captchaProvider } from '@/src/providers/captcha'
import { financeApplicationProvider } from '@/src/providers/finance-application'
import { findLeadCar } from '../lead-car'

/** Resume links are signed for this use only: a token signed for anything else never names an application. */
export const applicationSigner = tokenSigner('finance-application')

export const applicationDeps = (): ApplicationDeps => ({
  findTenant: getTenantByHost,
  applications: payloadApplicationStore(),
  signer: applicationSigner,
  now: () => new Date(),
})

export const submitDeps = (): SubmitDeps => ({
  ...applicationDeps(),
  findCar: findLeadCar,
  limitAddress: (tenant, email, ip) => countLeadFromAddress(rateLimiter(), { site: String(tenant.id), email, ip }),
  captcha: captchaProvider(),
  provider: financeApplicationProvider,
})
