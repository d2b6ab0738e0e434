import { expect, test } from 'vitest'
import { resolveContent } from './site-content'

test('starter content: @key becomes a media id, @days:±n a date that many days from now', () => {
  const now = new Date('2026-11-23T00:00:00.000Z')
  const out = resolveContent(
    { image: '@hero', unknown: '@nope', expiresAt: '@days:+10', startsAt: '@days:-3', list: ['@hero'] },
    { hero: 42 },
    now,
  )
  expect(out).toEqual({
    image: 42,
    unknown: '@nope',
    expiresAt: '2026-12-03T00:00:00.000Z',
    startsAt: '2026-11-20T00:00:00.000Z',
    list: [42],
  })
})
