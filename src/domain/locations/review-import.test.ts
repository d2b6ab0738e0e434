import { describe, expect, test } from 'vitest'
import { parseCsv, reviewRowsFromCsv } from './review-import'

const today = new Date('2026-11-23T00:00:00Z')

describe('CSV parsing (RFC 4180)', () => {
  test('quotes, doubled quotes, commas and line breaks inside quotes, CRLF, a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
      ['1', ''],
    ])
  })
})

describe('review rows', () => {
  test('a good file gives one row per review; a missing date is today', () => {
    const csv =
      'Location,Customer Name,Rating,Text,Date,Reply\nparramatta,Sarah M.,5,"Great, thanks",2026-10-01,Thank you!\nparramatta,Tom,4,Good,,\n'
    const { rows, problems } = reviewRowsFromCsv(csv, today)
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        location: 'parramatta',
        customerName: 'Sarah M.',
        rating: 5,
        text: 'Great, thanks',
        reviewDate: '2026-10-01T00:00:00.000Z',
        reply: 'Thank you!',
      },
      { line: 3, location: 'parramatta', customerName: 'Tom', rating: 4, text: 'Good', reviewDate: today.toISOString(), reply: null },
    ])
  })
  test.each([
    ['a rating of 6', 'p,A,6,x', 'Line 2: the rating must be a whole number from 1 to 5.'],
    ['a rating of 4.5', 'p,A,4.5,x', 'Line 2: the rating must be a whole number from 1 to 5.'],
    ['no text', 'p,A,5,', 'Line 2: the review text is empty.'],
    ['no location', ',A,5,x', 'Line 2: the location is empty.'],
    ['a bad date', 'p,A,5,x,someday', 'Line 2: the date is not a date (use 2026-11-23).'],
  ])('%s is reported with its line', (_, line, message) => {
    expect(reviewRowsFromCsv(`location,name,rating,text,date\n${line}`, today).problems).toEqual([{ line: 2, message }])
  })
  test('a file without the columns, or without rows, says what it needs', () => {
    expect(reviewRowsFromCsv('who,what\nx,y', today).problems[0].message).toMatch(
      /must name the columns: location,customer_name,rating,text,date,reply/,
    )
    expect(reviewRowsFromCsv('location,name,rating,text\n', today).problems[0].message).toBe('The file has no reviews below its header.')
  })
})
