import { describe, expect, test } from 'vitest'
import { leadMailContent } from './lead-mail'

const lead = {
  id: '42',
  reference: 'K7M3-9QXP-2RTA',
  formTitle: 'Contact Us',
  name: 'Mia\nEmail: evil@attacker.example',
  lastName: 'Chen\u202E<script>alert(1)</script>',
  email: 'mia@example.com',
  phone: '0412 345 678',
  postcode: '3000',
  message: 'Call me.\r\nPhone: 0400 000 000\u0007\u2066',
  preferredContact: 'Email',
  optIn: true,
  car: { name: '2021 Kia Rio\u0085\u009B', stockNumber: 'K1' },
}

describe('leadMailContent', () => {
  const mail = leadMailContent(lead)
  const lines = mail.text.split('\n')

  test('the Subject is one line without control characters or bidi overrides', () => {
    expect(mail.subject).toBe('Contact Us: Mia Email: evil@attacker.example Chen<script>alert(1)</script> about the 2021 Kia Rio')
    expect(mail.subject).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/)
  })

  test('a newline in a name or the message cannot forge an Email: or Phone: line', () => {
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email: mia@example.com'])
    expect(lines.filter((l) => l.startsWith('Phone:'))).toEqual(['Phone: 0412 345 678'])
    expect(lines).toContain('First name: Mia Email: evil@attacker.example')
    // The message is indented under its label, line by line.
    expect(mail.text).toContain('Message:\n  Call me.\n  Phone: 0400 000 000\n')
  })

  test('the text part has every answer and the numbers staff and the shopper know the lead by', () => {
    expect(lines[0]).toBe('Contact Us from Mia Email: evil@attacker.example Chen<script>alert(1)</script>')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Postcode: 3000',
        'Preferred contact: Email',
        'Car: 2021 Kia Rio',
        'Stock number: K1',
        'Opted in to offers: Yes',
      ]),
    )
    expect(lines.at(-1)).toBe("Lead 42 (the shopper's reference: K7M3-9QXP-2RTA). The ADF/XML file is attached for your CRM.")
    expect(mail.text).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/)
  })

  test('the HTML part escapes everything the shopper typed', () => {
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Chen&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain(
      '<th align="left" valign="top" style="padding:4px 12px 4px 0">Email</th><td style="padding:4px 0">mia@example.com</td>',
    )
    expect(mail.html).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/)
  })

  test('a very long Subject is cut', () => {
    expect(leadMailContent({ ...lead, message: null, lastName: 'x'.repeat(500) }).subject).toHaveLength(200)
  })
})
