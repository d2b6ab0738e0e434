import { describe, expect, test } from 'vitest'
import { pageItems } from './pagination'

const render = (current: number, total: number) =>
  pageItems(current, total)
    .map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))
    .join(' ')

describe('listing page links (21 cars a page)', () => {
  test.each<[number, number, string]>([
    [1, 1, ''],
    [1, 0, ''],
    [1, 2, '[1] 2'],
    [1, 5, '[1] 2 3 4 5'],
    [1, 15, '[1] 2 3 … 15'],
    [8, 15, '1 … 6 7 [8] 9 10 … 15'],
    [15, 15, '1 … 13 14 [15]'],
    [5, 15, '1 2 3 4 [5] 6 7 … 15'],
    // a single missing page is shown rather than a gap
    [4, 15, '1 2 3 [4] 5 6 … 15'],
    // past the last page (a stale link): the real pages stay reachable
    [20, 15, '1 … 15'],
  ])('page %i of %i: %s', (current, total, expected) => {
    expect(render(current, total)).toBe(expected)
  })
})
