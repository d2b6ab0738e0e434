import { expect, test } from 'vitest'
import { isLeadReference, leadReference } from './reference'

test.each([
  ['all zero bits', new Uint8Array(8), '0000-0000-0000'],
  ['all one bits (the 60 leading ones)', new Uint8Array(8).fill(255), 'ZZZZ-ZZZZ-ZZZZ'],
  ['a mixed pattern', Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0]), '28T5-CY4T-QKFF'],
])('leadReference: %s', (_name, bytes, expected) => {
  expect(leadReference(bytes)).toBe(expected)
  expect(isLeadReference(expected)).toBe(true)
})

test('references carry 60 random bits: 1,000 draws never repeat and never use I, L, O or U', () => {
  const seen = new Set<string>()
  for (let i = 0; i < 1000; i++) seen.add(leadReference(crypto.getRandomValues(new Uint8Array(8))))
  expect(seen.size).toBe(1000)
  expect([...seen].join('')).not.toMatch(/[ILOU]/)
})

test.each([['42'], ['k7m3-9qxp-2rta'], ['K7M3-9QXP-2RTU'], ['K7M3-9QXP-2RTA-'], [42], [null]])('not a reference: %j', (value) => {
  expect(isLeadReference(value)).toBe(false)
})

test('too few random bytes is our own mistake', () => {
  expect(() => leadReference(new Uint8Array(4))).toThrow()
})
