import { expect, test } from 'vitest'
import { csvCell, leadsCsv, retentionCutoff } from './csv'

test.each([
  ['plain', 'Ann', '"Ann"'],
  ['quotes doubled', 'say "hi"', '"say ""hi"""'],
  ['a formula is made literal (CSV injection)', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ['+ and @ too', '+61 412', `"'+61 412"`],
  ['newlines stay inside the quotes', 'a\nb', '"a\nb"'],
  ['null is empty', null, '""'],
])('csvCell: %s', (_name, value, expected) => {
  expect(csvCell(value)).toBe(expected)
})

test('leadsCsv: a header and one row per lead, CRLF line ends', () => {
  const csv = leadsCsv([
    {
      createdAt: '2026-11-23T01:00:00.000Z',
      form: 'enquiry',
      name: 'Ann',
      lastName: 'Lee',
      email: 'a@b.co',
      phone: '0412345678',
      postcode: '2000',
      car: { name: '2021 Kia Rio', stockNumber: 'K1' },
      delivery: { status: 'delivered' },
    },
  ])
  const lines = csv.split('\r\n')
  expect(lines[0]).toBe(
    '"Received","Status","Form","Category","First name","Last name","Email","Phone","Postcode","Preferred contact","Car","Stock number","Dealership","Requested time","Test drive at","Is Your Car Currently Under Finance?","Do You Have A Trade-In?","Rego","Rego state","Odometer","Additional services","Opted in to offers","Message","Loan: purchase price","Loan: deposit","Loan: amount to finance","Loan: term (years)","Loan: balloon","Finance provider reference","Spam","Delivery"',
  )
  expect(lines[1]).toBe(
    '"2026-11-23T01:00:00.000Z","new","enquiry","","Ann","Lee","a@b.co","0412345678","2000","","2021 Kia Rio","K1","","","","","","","","","","No","","","","","","","","no","delivered"',
  )
  expect(lines[2]).toBe('')
})

test("leadsCsv: a finance application's loan in its own columns", () => {
  const [header, row] = leadsCsv([
    {
      createdAt: '2026-12-07T01:00:00.000Z',
      form: 'finance',
      name: 'Ann',
      lastName: 'Lee',
      email: 'a@b.co',
      phone: '0412345678',
      postcode: '2000',
      financeApplication: {
        reference: 'FA-1',
        purchasePrice: 30_000,
        deposit: 5_000,
        amountToFinance: 25_000,
        termYears: 5,
        balloon: null,
      },
    },
  ]).split('\r\n')
  const cells = Object.fromEntries(header.split(',').map((h, i) => [JSON.parse(h), JSON.parse(row.split(',')[i])]))
  expect(cells).toMatchObject({
    'Loan: purchase price': '30000',
    'Loan: deposit': '5000',
    'Loan: amount to finance': '25000',
    'Loan: term (years)': '5',
    'Loan: balloon': '',
    'Finance provider reference': 'FA-1',
  })
})

test.each([
  ['24 months', new Date('2026-11-23T00:00:00Z'), 24, '2024-11-23T00:00:00.000Z'],
  ['1 month', new Date('2026-03-31T12:00:00Z'), 1, '2026-03-03T12:00:00.000Z'],
])('retentionCutoff %s', (_name, now, months, expected) => {
  expect(retentionCutoff(now, months).toISOString()).toBe(expected)
})
