import { describe, expect, test } from 'vitest'
import { MAX_VIEWED, STRIP_SIZE, type ViewedCar, parseViewed, recordViewed, viewedCar, viewedStrip } from './recently-viewed'

const car = (n: number): ViewedCar =>
  viewedCar({ id: `d:${n}`, slug: `car-${n}`, name: `Car ${n}`, stocknum: `S${n}`, make: 'Mazda', model: 'CX-5', simple_body: 'suv' })

describe('recently viewed', () => {
  test("the record keeps the spec's fields and what the strip draws", () => {
    expect(
      viewedCar({ id: 7, slug: 's', name: 'N', stocknum: 'A1', make: 'Kia', model: 'EV6', body: 'Wagon', simple_body: 'suv' }),
    ).toEqual({
      id: '7',
      stocknum: 'A1',
      make: 'Kia',
      model: 'EV6',
      body: 'Wagon',
      simple_body: 'suv',
      slug: 's',
      name: 'N',
      primary_image_url: null,
    })
  })
  test('opening a car puts it first; opening it again moves it, not copies it', () => {
    let list: ViewedCar[] = []
    for (const n of [1, 2, 3]) list = recordViewed(list, car(n))
    expect(list.map((c) => c.id)).toEqual(['d:3', 'd:2', 'd:1'])
    expect(recordViewed(list, car(1)).map((c) => c.id)).toEqual(['d:1', 'd:3', 'd:2'])
  })
  test(`a browser keeps the newest ${MAX_VIEWED}`, () => {
    let list: ViewedCar[] = []
    for (let n = 1; n <= MAX_VIEWED + 3; n++) list = recordViewed(list, car(n))
    expect(list).toHaveLength(MAX_VIEWED)
    expect(list[0].id).toBe(`d:${MAX_VIEWED + 3}`)
    expect(list.at(-1)!.id).toBe('d:4')
  })
  test(`the strip shows up to ${STRIP_SIZE}, without the car on screen`, () => {
    let list: ViewedCar[] = []
    for (let n = 1; n <= 9; n++) list = recordViewed(list, car(n))
    expect(viewedStrip(list, 'd:9').map((c) => c.id)).toEqual(['d:8', 'd:7', 'd:6', 'd:5', 'd:4', 'd:3'])
    expect(viewedStrip(list)).toHaveLength(STRIP_SIZE)
    expect(viewedStrip([car(1)], 'd:1')).toEqual([])
  })
  test('whatever the browser kept is read back safely', () => {
    expect(parseViewed(null)).toEqual([])
    expect(parseViewed('{not json')).toEqual([])
    expect(parseViewed('{"id":"x"}')).toEqual([])
    const stored = JSON.stringify([car(1), { id: 'd:2' }, car(1), { ...car(3), name: '' }, car(4)])
    expect(parseViewed(stored).map((c) => c.id)).toEqual(['d:1', 'd:4'])
    expect(parseViewed(JSON.stringify(Array.from({ length: 30 }, (_, i) => car(i))))).toHaveLength(MAX_VIEWED)
  })
})
