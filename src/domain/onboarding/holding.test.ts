import { expect, test } from 'vitest'
import { holdingText } from './holding'

test.each([
  ['the main number', { default: '0298765432' }, { display: '02 9876 5432', href: 'tel:+61298765432' }],
  ['a 1300 number', { default: '1300 123 456', new: '02 1111 2222' }, { display: '1300 123 456', href: 'tel:1300123456' }],
  ['no number', {}, null],
  ['a blank number', { default: '  ' }, null],
  ["the template's sample number", { default: '02 9000 0000' }, null],
])('the holding page phone: %s', (_name, phones, phone) => {
  const text = holdingText('Coastal Motors', phones)
  expect(text.heading).toBe('Coastal Motors — our new website is coming soon')
  expect(text.phone).toEqual(phone)
})
