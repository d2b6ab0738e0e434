import { describe, expect, test } from 'vitest'
import { bearerToken } from './bearer'

describe('bearer token of an Authorization header', () => {
  test.each([
    ['Bearer abc123', 'abc123'],
    ['bearer abc123', 'abc123'],
    ['BEARER   abc123', 'abc123'],
    ['Bearer ', null],
    ['Bearer', null],
    ['Bearer a b', null],
    ['Basic dXNlcjpwYXNz', null],
    ['JWT abc', null],
    ['abc123', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%j -> %j', (header, expected) => expect(bearerToken(header)).toBe(expected))
})
