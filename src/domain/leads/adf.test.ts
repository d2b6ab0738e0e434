import { describe, expect, test } from 'vitest'
import { adfXml, yearOf } from './adf'

type Node = { name: string; attrs: Record<string, string>; children: Node[]; text: string }

/** A minimal XML reader for our own output: elements, attributes, text, the five entities. */
function parse(xml: string): Node {
  const body = xml.replace(/<\?[^?]*\?>/g, '').trim()
  const root: Node = { name: '#root', attrs: {}, children: [], text: '' }
  const stack = [root]
  const token = /<(\/?)([a-z]+)((?:\s+[a-z]+="[^"]*")*)\s*>|([^<]+)/g
  for (const m of body.matchAll(token)) {
    const top = stack[stack.length - 1]
    if (m[4] !== undefined) {
      top.text += m[4].replace(
        /&(lt|gt|amp|apos|quot);/g,
        (_e, n: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[n] as string,
      )
      continue
    }
    if (m[1]) {
      if (top.name !== m[2]) throw new Error(`</${m[2]}> closes <${top.name}>`)
      stack.pop()
      continue
    }
    const attrs = Object.fromEntries([...m[3].matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]))
    const node: Node = { name: m[2], attrs, children: [], text: '' }
    top.children.push(node)
    stack.push(node)
  }
  if (stack.length !== 1) throw new Error('unclosed element')
  return root.children[0]
}
const names = (node: Node) => node.children.map((c) => c.name)
const child = (node: Node, name: string) => node.children.find((c) => c.name === name)!

const lead = {
  id: '42',
  createdAt: '2026-11-23T01:02:03.000Z',
  form: 'enquiry' as const,
  formTitle: 'Submit an enquiry',
  name: 'Ann',
  lastName: "O'Brien & Co <script>",
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it available?\u0007',
  preferredContact: 'SMS',
  optIn: false,
  car: { name: '2021 Toyota Corolla Ascent', make: 'Toyota', model: 'Corolla', stockNumber: 'HC123', carType: 'used' },
}
const dealer = { name: 'Harbour City Motors', site: 'harbour-city-motors', phone: '02 9555 0140', email: 'sales@harbour.example' }
const prospectOf = (xml: string) => child(parse(xml), 'prospect')
const commentsOf = (xml: string) => child(child(prospectOf(xml), 'customer'), 'comments').text

describe('adfXml (ADF 1.0)', () => {
  const xml = adfXml(lead, dealer)
  const adf = parse(xml)

  test('declares ADF 1.0 and has one prospect with the DTD element order', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true)
    expect(adf.name).toBe('adf')
    expect(names(adf)).toEqual(['prospect'])
    const prospect = child(adf, 'prospect')
    expect(names(prospect)).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider'])
    expect(child(prospect, 'id')).toMatchObject({ text: '42', attrs: { sequence: '1', source: 'harbour-city-motors' } })
  })

  test("the shopper's reference is a second id, for the CRM user they quote it to", () => {
    const prospect = prospectOf(adfXml({ ...lead, reference: 'K7M3-9QXP-2RTA' }, dealer))
    expect(prospect.children.filter((c) => c.name === 'id').map((c) => [c.text, c.attrs.source])).toEqual([
      ['42', 'harbour-city-motors'],
      ['K7M3-9QXP-2RTA', 'harbour-city-motors reference'],
    ])
  })

  test('vehicle: year, make, model required and first; stock before comments', () => {
    const vehicle = child(child(adf, 'prospect'), 'vehicle')
    expect(vehicle.attrs).toEqual({ interest: 'buy', status: 'used' })
    expect(names(vehicle)).toEqual(['year', 'make', 'model', 'stock', 'comments'])
    expect(vehicle.children.map((c) => c.text)).toEqual(['2021', 'Toyota', 'Corolla', 'HC123', '2021 Toyota Corolla Ascent'])
  })

  test('customer: escaped names, contact details without an address (it needs a street), every other answer in the comments', () => {
    const customer = child(child(adf, 'prospect'), 'customer')
    expect(names(customer)).toEqual(['contact', 'comments'])
    const contact = child(customer, 'contact')
    expect(names(contact)).toEqual(['name', 'name', 'email', 'phone'])
    expect(contact.children[1]).toMatchObject({ attrs: { part: 'last' }, text: "O'Brien & Co <script>" })
    // SMS is to the phone: the phone is the preferred contact.
    expect(child(contact, 'phone').attrs).toMatchObject({ type: 'voice', preferredcontact: '1' })
    expect(child(customer, 'comments').text).toBe(
      'Postcode: 2000\nPreferred contact: SMS\nOpted in to offers: No\nMessage:\nIs it available?',
    )
  })

  test('a newline in a name cannot add a line or an element', () => {
    const contact = child(child(prospectOf(adfXml({ ...lead, name: 'Ann\n<email>x@evil.example</email>' }, dealer)), 'customer'), 'contact')
    expect(names(contact)).toEqual(['name', 'name', 'email', 'phone'])
    expect(contact.children[0].text).toBe('Ann <email>x@evil.example</email>')
  })

  test('a test drive: interest test-drive; the requested time and place are in the comments, for the CRM user who books it', () => {
    const xml = adfXml(
      {
        ...lead,
        form: 'test-drive',
        formTitle: 'Book a Test Drive',
        message: null,
        bookingAt: '2026-11-26T09:30',
        distributionLocation: 'Harbour City Chatswood',
      },
      dealer,
    )
    expect(child(prospectOf(xml), 'vehicle').attrs.interest).toBe('test-drive')
    expect(commentsOf(xml)).toContain(
      "Requested time: Thu 26 Nov 2026, 9:30am (dealer's local time)\nTest drive at: Harbour City Chatswood",
    )
  })

  test("a trade-in: the shopper's car is a trade-in vehicle with its odometer and rego, beside the car they asked about", () => {
    const tradeIn = {
      ...lead,
      form: 'trade-in' as const,
      formTitle: 'Get A Trade-In Valuation',
      rego: 'ABC123',
      regoState: 'VIC',
      kms: 123456,
    }
    const prospect = prospectOf(adfXml(tradeIn, dealer))
    const vehicles = prospect.children.filter((c) => c.name === 'vehicle')
    expect(vehicles.map((v) => v.attrs.interest)).toEqual(['buy', 'trade-in'])
    expect(names(vehicles[1])).toEqual(['year', 'make', 'model', 'odometer', 'comments'])
    expect(child(vehicles[1], 'odometer')).toMatchObject({ text: '123456', attrs: { units: 'km' } })
    expect(child(vehicles[1], 'comments').text).toBe('Rego: ABC123\nRego state: VIC\nOdometer: 123,456 km')
    expect(child(child(prospect, 'customer'), 'comments').text).not.toContain('Rego')
    const alone = prospectOf(adfXml({ ...tradeIn, car: null }, dealer))
    expect(alone.children.filter((c) => c.name === 'vehicle').map((v) => v.attrs.interest)).toEqual(['trade-in'])
  })

  test("vendor: the dealer's lead e-mail and phone; with neither, an empty phone rather than a made-up one", () => {
    const contact = child(child(child(adf, 'prospect'), 'vendor'), 'contact')
    expect(contact.children.map((c) => [c.name, c.text])).toEqual([
      ['name', 'Harbour City Motors'],
      ['email', 'sales@harbour.example'],
      ['phone', '02 9555 0140'],
    ])
    const bare = child(child(prospectOf(adfXml(lead, { name: 'D', site: 'd' })), 'vendor'), 'contact')
    expect(bare.children.map((c) => [c.name, c.text])).toEqual([
      ['name', 'D'],
      ['phone', ''],
    ])
  })

  test("a finance application: the vehicle's <finance> (price, deposit, balance), the provider's reference as a third id", () => {
    const loan = { reference: 'FA-1234', purchasePrice: 32990, deposit: 5000, amountToFinance: 27990, carDescription: 'A small SUV' }
    const application = { ...lead, form: 'finance' as const, formTitle: 'Finance Enquiry', financeApplication: loan }
    const prospect = prospectOf(adfXml(application, dealer))
    expect(prospect.children.filter((c) => c.name === 'id').map((c) => [c.text, c.attrs.sequence])).toEqual([
      ['42', '1'],
      ['FA-1234', '3'],
    ])
    const vehicle = child(prospect, 'vehicle')
    expect(names(vehicle)).toEqual(['year', 'make', 'model', 'stock', 'finance', 'comments'])
    const finance = child(vehicle, 'finance')
    expect(finance.children.map((c) => [c.name, c.attrs.type ?? '', c.text])).toEqual([
      ['method', '', 'finance'],
      ['amount', 'total', '32990'],
      ['amount', 'downpayment', '5000'],
      ['balance', 'finance', '27990'],
    ])
    // Without a car of the site, the car the shopper described.
    const described = child(prospectOf(adfXml({ ...application, car: null }, dealer)), 'vehicle')
    expect(names(described)).toEqual(['year', 'make', 'model', 'finance', 'comments'])
    expect(child(described, 'comments').text).toBe('A small SUV')
  })

  test('a general enquiry still has the required (empty) vehicle elements', () => {
    const general = parse(adfXml({ ...lead, form: 'contact', car: null }, dealer))
    expect(names(child(child(general, 'prospect'), 'vehicle'))).toEqual(['year', 'make', 'model'])
  })
})

test.each([
  ['2021 Toyota Corolla', '2021'],
  ['Toyota Corolla', ''],
  [null, ''],
])('yearOf(%s) = %s', (name, year) => {
  expect(yearOf(name)).toBe(year)
})
