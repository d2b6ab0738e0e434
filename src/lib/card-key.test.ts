import { expect, test } from 'vitest'
import { cardKey } from './card-key'

test('one card is one key however it is typed, another card another; the number is not in it', () => {
  const key = cardKey('4242 4242 4242 4242')
  expect(cardKey('4242-4242-4242-4242')).toBe(key)
  expect(cardKey('4000 0000 0000 0002')).not.toBe(key)
  expect(key).not.toContain('4242')
})
