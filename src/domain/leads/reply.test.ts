import { expect, test } from 'vitest'
import { telHref } from '@/src/domain/phone/phone'
import { replyContent, replyMailto } from './reply'

const lead = {
  email: 'ann.lee@example.com',
  name: 'Ann',
  form: 'enquiry',
  reference: 'AB12-CD34-EF56',
  car: { name: '2021 Kia Rio S', stockNumber: 'K1' },
}

/** What a mail program reads out of the link. */
function opened(href: string) {
  const url = new URL(href)
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
    keys: [...url.searchParams.keys()],
  }
}

test.each([
  [
    'a car enquiry names the car, its stock number and the dealer',
    lead,
    'Your enquiry about the 2021 Kia Rio S (stock number K1) · Harbour City Motors',
  ],
  [
    'a test drive',
    { ...lead, form: 'test-drive' },
    'Your test drive request about the 2021 Kia Rio S (stock number K1) · Harbour City Motors',
  ],
  ['a contact form has no car', { ...lead, form: 'contact', car: null }, 'Your message · Harbour City Motors'],
  [
    'a car without a stock number',
    { ...lead, car: { name: '2021 Kia Rio S' } },
    'Your enquiry about the 2021 Kia Rio S · Harbour City Motors',
  ],
  ['an unknown form reads as an enquiry', { ...lead, form: 'other', car: null }, 'Your enquiry · Harbour City Motors'],
])('subject: %s', (_name, l, subject) => {
  expect(opened(replyMailto(l, 'Harbour City Motors')!).subject).toBe(subject)
})

test('the body greets the shopper, names the topic, their reference, the signer and the dealer, with CRLF lines', () => {
  const { body } = opened(replyMailto(lead, 'Harbour City Motors', 'Sam Jones')!)
  expect(body).toBe(
    [
      'Hi Ann,',
      '',
      'Thank you for your enquiry about the 2021 Kia Rio S (stock number K1) at Harbour City Motors. (Your reference: AB12-CD34-EF56.)',
      '',
      '',
      '',
      'Kind regards,',
      'Sam Jones',
      'Harbour City Motors',
    ].join('\r\n'),
  )
})

test('what the shopper typed cannot add a header, a recipient or a line of its own', () => {
  const href = replyMailto(
    { ...lead, name: 'Ann&cc=evil@x.com\r\nBcc: evil@x.com', car: { name: 'Rio?body=x#frag', stockNumber: 'K1&to=x' } },
    'Dealer & Sons',
  )!
  expect(href).not.toMatch(/[\r\n ]/)
  const mail = opened(href)
  expect(mail.keys).toEqual(['subject', 'body'])
  expect(mail.to).toBe('ann.lee@example.com')
  expect(mail.subject).toBe('Your enquiry about the Rio?body=x#frag (stock number K1&to=x) · Dealer & Sons')
  expect(mail.body?.split('\r\n')[0]).toBe('Hi Ann&cc=evil@x.com Bcc: evil@x.com,')
})

test.each([
  ['an erased lead', 'erased@erased.invalid'],
  ['two addresses', 'a@b.co,c@d.co'],
  ['an address with a query', 'a@b.co?cc=c@d.co'],
  ['no address', ''],
])('no reply link for %s', (_name, email) => {
  expect(replyMailto({ ...lead, email }, 'Harbour City Motors')).toBeNull()
})

test('an address with + keeps it, encoded', () => {
  expect(replyMailto({ ...lead, email: 'ann+cars@example.com' }, 'X')).toMatch(/^mailto:ann%2Bcars@example\.com\?subject=/)
})

test('a long car name keeps the subject short', () => {
  expect(replyContent({ ...lead, car: { name: 'x'.repeat(300) } }, 'D').subject.length).toBe(150)
})

test.each([
  ['a mobile as typed', '0412 345 678', 'tel:+61412345678'],
  ['+61 form', '+61 2 9876 5432', 'tel:+61298765432'],
  ['1300 number dials as is', '1300 123 456', 'tel:1300123456'],
  ['an erased lead has none', '-', null],
])('click-to-call uses the site’s phone rule: %s', (_name, phone, href) => {
  expect(telHref(phone)).toBe(href)
})
