import { describe, expect, test } from 'vitest'
import { parseCsv } from './csv'
import { detectFormat, parseFeed } from './parse-feed'
import { validateRows } from './validate-rows'

describe('CSV reader (RFC 4180)', () => {
  test.each<[string, string, string[][]]>([
    [
      'plain cells, LF',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF and no final newline',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'quoted comma, doubled quote, newline inside quotes',
      'a,b\n"x, y","say ""hi""\nthere"\n',
      [
        ['a', 'b'],
        ['x, y', 'say "hi"\nthere'],
      ],
    ],
    ['a byte-order mark and blank lines', '\ufeffa\n\n1\n', [['a'], ['1']]],
    [
      'empty cells kept',
      'a,b,c\n,,\n',
      [
        ['a', 'b', 'c'],
        ['', '', ''],
      ],
    ],
  ])('%s', (_name, text, rows) => {
    expect(parseCsv(text)).toEqual({ ok: true, rows })
  })
  test('an unterminated quote is malformed, naming its line', () => {
    expect(parseCsv('a\n1\n"open\n')).toEqual({ ok: false, message: 'CSV has an unterminated quoted cell starting on line 3' })
  })
})

describe('feed files', () => {
  test.each<[string, string | null, string, 'json' | 'csv']>([
    ['json by content type', 'application/json; charset=utf-8', 'id', 'json'],
    ['csv by extension', '.csv', '[', 'csv'],
    ['json sniffed', null, '  [{"id":1}]', 'json'],
    ['csv sniffed', null, 'id,make', 'csv'],
  ])('format: %s', (_name, hint, text, format) => {
    expect(detectFormat(hint, text)).toBe(format)
  })

  test('JSON may wrap the list in { vehicles }; non-objects are row errors', () => {
    expect(parseFeed('{"vehicles":[{"id":"1"},5]}', 'json')).toEqual({
      ok: true,
      rows: [
        { row: 1, data: { id: '1' } },
        { row: 2, error: 'is not an object' },
      ],
    })
  })

  test('CSV dotted headers nest; empty cells are absent', () => {
    expect(parseFeed('id,location.name,location.address.postcode,badge\n7,Parramatta,2150,\n', 'csv')).toEqual({
      ok: true,
      rows: [{ row: 1, data: { id: '7', location: { name: 'Parramatta', address: { postcode: '2150' } } } }],
    })
  })

  test.each<[string, string, 'json' | 'csv', string]>([
    ['duplicate CSV header', 'id,make,make\n1,a,b', 'csv', 'The CSV header names the column "make" twice'],
    ['header only', 'id,make\n', 'csv', 'The feed lists no vehicles; a snapshot without vehicles would mark every car sold'],
  ])('malformed: %s', (_name, text, format, message) => {
    expect(parseFeed(text, format)).toEqual({ ok: false, message })
  })
})

describe('row validation (invalid rows reported as row, field, reason)', () => {
  const good = { id: '1', year: 2020, make: 'Kia', model: 'Cerato', car_type: 'used', status: 'in_stock' }
  test("the dealership comes from the upload; another dealership's row and a repeated id are rejected", () => {
    const result = validateRows(
      [
        { row: 1, data: good },
        { row: 2, data: { ...good, id: '2', dealership_slug: 'someone-else' } },
        { row: 3, data: good },
        { row: 4, error: 'is not an object' },
      ],
      'kia-dealer',
    )
    expect(result.vehicles.map((v) => [v.id, v.dealership_slug])).toEqual([['1', 'kia-dealer']])
    expect(result.rejectedRows).toBe(3)
    expect(result.errors).toEqual([
      { row: 2, field: 'dealership_slug', reason: 'belongs to dealership someone-else, not kia-dealer' },
      { row: 3, field: 'id', reason: 'repeats the id of row 1' },
      { row: 4, field: 'row', reason: 'is not an object' },
    ])
  })
})
