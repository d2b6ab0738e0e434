import { describe, expect, test } from 'vitest'
import { byteRange } from './byte-range'

describe('byte ranges (a video element seeking)', () => {
  test.each([
    [null, null],
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,5-9', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ] as const)('%j of 1000 bytes → %j', (header, expected) => expect(byteRange(header, 1000)).toEqual(expected))
})
