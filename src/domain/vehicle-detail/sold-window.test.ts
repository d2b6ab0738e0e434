import { describe, expect, test } from 'vitest'
import { soldWindowState } from './sold-window'

const now = new Date('2025-06-15T12:00:00Z')
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString()

describe('soldWindowState (sold cars show within the sold-car days, default 3)', () => {
  test.each([
    ['in stock', { status: 'in_stock' }, 3, 'available'],
    ['coming soon', { status: 'coming_soon' }, 3, 'available'],
    ['sold 1 day ago', { status: 'sold', sold_date: hoursAgo(24) }, 3, 'sold-within-window'],
    ['sold exactly 3 days ago', { status: 'sold', sold_date: hoursAgo(72) }, 3, 'sold-within-window'],
    ['sold 4 days ago', { status: 'sold', sold_date: hoursAgo(96) }, 3, 'gone'],
    ['sold 4 days ago, site keeps 7 days', { status: 'sold', sold_date: hoursAgo(96) }, 7, 'sold-within-window'],
    ['sold today, site keeps 0 days', { status: 'sold', sold_date: hoursAgo(1) }, 0, 'gone'],
    ['sold without a date counts as sold now', { status: 'sold' }, 3, 'sold-within-window'],
    ['hidden from the dealer website', { status: 'in_stock', show_on_dealer_website: false }, 3, 'gone'],
  ] as const)('%s -> %s', (_name, car, days, state) => {
    expect(soldWindowState({ show_on_dealer_website: true, ...car }, now, days)).toBe(state)
  })
})
