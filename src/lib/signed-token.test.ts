import { describe, expect, it } from 'vitest'
import { tokenSigner } from './signed-token'

const secret = () => 'test-secret'

describe('signed tokens', () => {
  const offers = tokenSigner('trade-in-offer', secret)
  it('reads back what it signed', () => {
    expect(offers.read(offers.sign({ tenant: '1', amount: 100 }))).toEqual({ tenant: '1', amount: 100 })
  })
  it('refuses an edited body, a forged or missing signature, and junk', () => {
    const [body, signature] = offers.sign({ amount: 100 }).split('.')
    const edited = Buffer.from(JSON.stringify({ amount: 900 })).toString('base64url')
    for (const token of [`${edited}.${signature}`, `${body}.forged`, `${body}.`, body, `${body}.${signature}.x`, '', null, undefined]) {
      expect(offers.read(token)).toBeNull()
    }
  })
  it('never reads a token signed for another purpose or under another secret', () => {
    expect(offers.read(tokenSigner('preview', secret).sign({ amount: 100 }))).toBeNull()
    expect(offers.read(tokenSigner('trade-in-offer', () => 'other').sign({ amount: 100 }))).toBeNull()
  })
})
