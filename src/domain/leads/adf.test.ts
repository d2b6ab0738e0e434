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
  formTitle: 'Submit an enquiry',
  name: 'Ann',
  lastName: "O'Brien & Co <script>",
  email: 'ann@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Is it available?\u0007',
  preferredContact: 'SMS',
  car: { name: '2021 Toyota Corolla Ascent', make: 'Toyota', model: 'Corolla', stockNumber: 'HC123', carType: 'used' },
}

describe('adfXml (ADF 1.0)', () => {
  const xml = adfXml(lead, { name: 'Harbour City Motors', site: 'harbour-city-motors' })
  const adf = parse(xml)

  test('declares ADF 1.0 and has one prospect with the DTD element order', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')).toBe(true)
    expect(adf.name).toBe('adf')
    expect(names(adf)).toEqual(['prospect'])
    const prospect = child(adf, 'prospect')
    expect(names(prospect)).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider'])
    expect(child(prospect, 'id')).toMatchObject({ text: '42', attrs: { sequence: '1', source: 'harbour-city-motors' } })
  })

  test('vehicle: year, make, model required and first; stock before comments', () => {
    const vehicle = child(child(adf, 'prospect'), 'vehicle')
    expect(vehicle.attrs).toEqual({ interest: 'buy', status: 'used' })
    expect(names(vehicle)).toEqual(['year', 'make', 'model', 'stock', 'comments'])
    expect(vehicle.children.map((c) => c.text)).toEqual(['2021', 'Toyota', 'Corolla', 'HC123', '2021 Toyota Corolla Ascent'])
  })

  test('customer: escaped names, contact details, comments; control characters dropped', () => {
    const customer = child(child(adf, 'prospect'), 'customer')
    expect(names(customer)).toEqual(['contact', 'comments'])
    const contact = child(customer, 'contact')
    expect(names(contact)).toEqual(['name', 'name', 'email', 'phone', 'address'])
    expect(contact.children[1]).toMatchObject({ attrs: { part: 'last' }, text: "O'Brien & Co <script>" })
    expect(names(child(contact, 'address'))).toEqual(['postalcode', 'country'])
    expect(child(customer, 'comments').text).toBe('Is it available?\n\nPreferred contact: SMS.')
  })

  test("a test drive's requested time and place are in the comments, for the CRM user who books it", () => {
    const drive = parse(
      adfXml(
        {
          ...lead,
          formTitle: 'Book a Test Drive',
          message: null,
          bookingAt: '2026-11-26T09:30',
          distributionLocation: 'Harbour City Chatswood',
        },
        { name: 'D', site: 'd' },
      ),
    )
    expect(child(child(child(drive, 'prospect'), 'customer'), 'comments').text).toBe(
      "Requested time: Thu 26 Nov 2026, 9:30am (dealer's local time)\n\nTest drive at: Harbour City Chatswood\n\nPreferred contact: SMS.",
    )
  })

  test('a general enquiry still has the required (empty) vehicle elements', () => {
    const general = parse(adfXml({ ...lead, car: null }, { name: 'D', site: 'd' }))
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
