import { describe, expect, test } from 'vitest'
import { DELIVERY_ERRORS } from '@/src/domain/finance/delivery'
import { deliveryStateFrom } from './delivery-state'

describe('deliveryStateFrom (delivery states, messages)', () => {
  test.each([
    ['result', { ok: true, region: 'Sydney Metro', price: 0, postcode: '2000' }, { kind: 'result', region: 'Sydney Metro', price: 0 }],
    [
      'no estimate',
      { ok: false, error: 'noEstimate', message: DELIVERY_ERRORS.noEstimate },
      { kind: 'error', message: DELIVERY_ERRORS.noEstimate },
    ],
    [
      'empty postcode from the server',
      { ok: false, error: 'empty', message: 'Please enter a postcode.' },
      { kind: 'error', message: 'Please enter a postcode.' },
    ],
    ['an unexpected answer reads as no estimate', { error: 'No dealer site' }, { kind: 'error', message: DELIVERY_ERRORS.noEstimate }],
    ['null', null, { kind: 'error', message: DELIVERY_ERRORS.noEstimate }],
  ])('%s', (_name, body, state) => {
    expect(deliveryStateFrom(body)).toEqual(state)
  })
})
