import { describe, expect, test } from 'vitest'
import { deliveryUrlProblem, leadRecipients } from './delivery'

describe('leadRecipients (per department, else the default list)', () => {
  const settings = {
    emails: ['sales@dealer.example'],
    routes: [
      { department: 'service' as const, emails: ['service@dealer.example', 'workshop@dealer.example'] },
      { department: 'finance' as const, emails: [] },
    ],
  }
  test.each([
    ['enquiry goes to sales (the default list)', 'enquiry', ['sales@dealer.example']],
    ['service goes to the service addresses', 'service', ['service@dealer.example', 'workshop@dealer.example']],
    ['a department with no addresses falls back to the default list', 'finance', ['sales@dealer.example']],
    ['careers without a route: the default list', 'careers', ['sales@dealer.example']],
  ] as const)('%s', (_name, form, expected) => {
    expect(leadRecipients(settings, form)).toEqual(expected)
  })
})

describe('deliveryUrlProblem (no SSRF from a dealer’s settings)', () => {
  test.each([
    ['https://crm.example.com/adf', null],
    ['http://crm.example.com/adf', 'Use an https:// address.'],
    ['https://localhost/x', 'The address must be reachable on the internet.'],
    ['https://127.0.0.1/x', 'The address must be reachable on the internet.'],
    ['https://169.254.169.254/latest/meta-data', 'The address must be reachable on the internet.'],
    ['https://10.1.2.3/x', 'The address must be reachable on the internet.'],
    ['https://172.20.0.1/x', 'The address must be reachable on the internet.'],
    ['https://[::1]/x', 'The address must be reachable on the internet.'],
    ['https://db.internal/x', 'The address must be reachable on the internet.'],
    // the less obvious ways to name a private address: the unspecified address, names that
    // resolve to this machine, benchmark and documentation ranges, IPv4-mapped and NAT64 forms,
    // link-local, numeric and hex spellings, single-label names
    ['https://[::]/x', 'The address must be reachable on the internet.'],
    ['https://localtest.me/x', 'The address must be reachable on the internet.'],
    ['https://crm.localtest.me/x', 'The address must be reachable on the internet.'],
    ['https://127.0.0.1.nip.io/x', 'The address must be reachable on the internet.'],
    ['https://localhost./x', 'The address must be reachable on the internet.'],
    ['https://LOCALHOST../x', 'The address must be reachable on the internet.'],
    ['https://198.18.0.1/x', 'The address must be reachable on the internet.'],
    ['https://198.19.255.254/x', 'The address must be reachable on the internet.'],
    ['https://[::ffff:127.0.0.1]/x', 'The address must be reachable on the internet.'],
    ['https://[::ffff:7f00:1]/x', 'The address must be reachable on the internet.'],
    ['https://[64:ff9b::a9fe:a9fe]/x', 'The address must be reachable on the internet.'],
    ['https://[fe80::1]/x', 'The address must be reachable on the internet.'],
    ['https://0x7f.1/x', 'The address must be reachable on the internet.'],
    ['https://2130706433/x', 'The address must be reachable on the internet.'],
    ['https://0/x', 'The address must be reachable on the internet.'],
    ['https://crm/x', 'The address must be reachable on the internet.'],
    ['https://203.0.113.5/x', 'The address must be reachable on the internet.'],
    ['https://8.8.8.8/hook', null],
    ['https://[2606:4700:4700::1111]/hook', null],
    ['https://crm.example.com./adf', null],
    ['https://user:pw@crm.example.com/', 'Put credentials in the secret, not in the address.'],
    ['ftp://crm.example.com/', 'Use an https:// address.'],
    ['not a url', 'Enter a full address starting with https://'],
  ])('%s -> %s', (url, expected) => {
    expect(deliveryUrlProblem(url, false)).toBe(expected)
  })
  test('the demo and tests may deliver to this machine over http', () => {
    expect(deliveryUrlProblem('http://127.0.0.1:4000/crm', true)).toBeNull()
    expect(deliveryUrlProblem('file:///etc/passwd', true)).toBe('Use an https:// address.')
  })
})
