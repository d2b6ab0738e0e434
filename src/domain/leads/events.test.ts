import { expect, test } from 'vitest'
import { leadEventId } from './events'

test.each([
  ['14 enquiry (new)', 'enquiry', { carType: 'new' }, undefined, 14],
  ['15 enquiry (used)', 'enquiry', { carType: 'used' }, undefined, 15],
  ['demo cars count as used', 'enquiry', { carType: 'demo' }, undefined, 15],
  ['17 new test drive', 'test-drive', { carType: 'new' }, undefined, 17],
  ['48 used test drive', 'test-drive', { carType: 'used' }, undefined, 48],
  ['17 for a Test Drive Only tagged car', 'enquiry', { carType: 'used', testDriveOnly: true }, undefined, 17],
  ['9 finance modal form', 'finance', { carType: 'used' }, undefined, 9],
  ['51 careers', 'careers', null, undefined, 51],
  ['51 when Careers Enquiry is chosen', 'contact', null, 'Careers Enquiry', 51],
  ['22 default form event', 'contact', null, 'General Enquiry', 22],
  ['request photos is a default form', 'request-photos', { carType: 'used' }, undefined, 22],
] as const)('%s', (_name, kind, car, category, expected) => {
  expect(leadEventId(kind, car, category)).toBe(expected)
})
