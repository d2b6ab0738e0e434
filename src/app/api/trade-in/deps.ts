// The trade-in routes' production wiring (shared by both routes and the int tests).
import { storeLead } from '@/src/cms/leads'
import { getTenantByHost } from '@/src/cms/tenants'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { type DecisionDeps, type ValuationDeps, marketEstimateFrom } from '@/src/api/trade-in'
import { PhotosGone, type PhotoUploadDeps } from '@/src/api/trade-in-photos'
import { attachPhotos, payloadTradeInPhotoStore } from '@/src/cms/trade-in-photos'
import { tokenSigner } from '@/src/lib/signed-token'
import { countLeadFromAddress, rateLimiter } from '@/src/lib/rate-limit'
import { captchaProvider } from '@/src/providers/captcha'
import { priceComparisonProvider } from '@/src/providers/price-comparison'
import { regoLookupProvider } from '@/src/providers/rego-lookup'
import { findLeadCar } from '../lead-car'

/** Offers are signed for this use only: a token signed for anything else never reads as an offer. */
export const offerSigner = tokenSigner('trade-in-offer')
/** Photos' tokens likewise: one never reads as an offer, nor an offer as a photo. */
export const photoSigner = tokenSigner('trade-in-photo')

export const photoUploadDeps = (): PhotoUploadDeps => ({
  findTenant: getTenantByHost,
  signer: photoSigner,
  savePhoto: (tenant, photo, now) => payloadTradeInPhotoStore().save(tenant, photo, now),
  now: () => new Date(),
})

export const valuationDeps = (): ValuationDeps => ({
  findTenant: getTenantByHost,
  regoLookup: regoLookupProvider,
  marketEstimate: marketEstimateFrom(priceComparisonProvider, tenantInventoryFilter),
  signer: offerSigner,
  now: () => new Date(),
})

export const decisionDeps = (): DecisionDeps => ({
  findTenant: getTenantByHost,
  findCar: findLeadCar,
  store: (tenant, record, key, hold, photoIds) =>
    storeLead(
      tenant,
      record,
      key,
      hold,
      photoIds.length === 0
        ? undefined
        : async (leadId, req) => {
            if ((await attachPhotos(req, tenant, leadId, photoIds)) < photoIds.length) throw new PhotosGone()
          },
    ),
  photoSigner,
  limitAddress: (tenant, email, ip) => countLeadFromAddress(rateLimiter(), { site: String(tenant.id), email, ip }),
  signer: offerSigner,
  now: () => new Date(),
  captcha: captchaProvider(),
})
