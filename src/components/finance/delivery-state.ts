import { DELIVERY_ERRORS, type DeliveryEstimate } from '@/src/domain/finance/delivery'

export type DeliveryState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; region: string; price: number } | { kind: 'error'; message: string }

/** What the shopper sees for an answer from the delivery route. */
export function deliveryStateFrom(body: unknown): DeliveryState {
  const estimate = body as Partial<DeliveryEstimate> | null
  if (estimate?.ok === true && typeof estimate.region === 'string' && typeof estimate.price === 'number') {
    return { kind: 'result', region: estimate.region, price: estimate.price }
  }
  const message = estimate && estimate.ok === false && typeof estimate.message === 'string' ? estimate.message : null
  return { kind: 'error', message: message ?? DELIVERY_ERRORS.noEstimate }
}
