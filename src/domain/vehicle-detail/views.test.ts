import { describe, expect, test } from 'vitest'
import { isBot, staleCarFields, totalViews, viewDay, viewQuerySchema } from './views'

describe('vehicle page views', () => {
  test.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', false],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36', true],
    ['Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse', true],
    ['curl/8.5.0', true],
    ['python-requests/2.31', true],
    ['', true],
    [null, true],
  ])('isBot(%j) = %s', (agent, bot) => {
    expect(isBot(agent)).toBe(bot)
  })

  test('the day is the calendar day in Sydney', () => {
    expect(viewDay(new Date('2026-11-23T12:59:00Z'))).toBe('2026-11-23')
    expect(viewDay(new Date('2026-11-23T13:01:00Z'))).toBe('2026-11-24') // midnight AEDT is 13:00 UTC
  })

  test.each([
    [{}, true],
    [{ photos_count: '12', updated_at: '2026-11-01T00:00:00Z', website_id: 'hcm' }, true],
    [{ photos_count: '-1' }, false],
    [{ photos_count: 'many' }, false],
    [{ updated_at: 'x'.repeat(65) }, false],
  ])('query %j valid: %s', (query, ok) => {
    expect(viewQuerySchema.safeParse(query).success).toBe(ok)
  })

  const car = { views: 120, price: 25990, status: 'in_stock', updated_at: '2026-11-20T00:00:00Z', photos_count: 3 }
  test.each([
    ['nothing changed', { updated_at: '2026-11-20T00:00:00Z', photos_count: 3 }, null],
    ['no hints', {}, null],
    [
      'updated since the page was rendered',
      { updated_at: '2026-11-19T00:00:00Z', photos_count: 3 },
      { price: 25990, status: 'in_stock', sold: false, reserved: false, updated_at: '2026-11-20T00:00:00Z', photos_count: 3 },
    ],
    [
      'a photo added',
      { updated_at: '2026-11-20T00:00:00Z', photos_count: 2 },
      { price: 25990, status: 'in_stock', sold: false, reserved: false, updated_at: '2026-11-20T00:00:00Z', photos_count: 3 },
    ],
  ])('car fields: %s', (_name, query, fields) => {
    expect(staleCarFields(car, query)).toEqual(fields)
  })

  test('total views: the feed count plus ours', () => {
    expect(totalViews(car, 5)).toBe(125)
    expect(totalViews({}, 2)).toBe(2)
  })
})
