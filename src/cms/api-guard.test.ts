import { describe, expect, test } from 'vitest'
import { malformedId } from './api-guard'

const endpoints = (...paths: string[]) => paths.map((path) => ({ path, method: 'get' }))
const config = {
  collections: [
    { slug: 'pages', endpoints: endpoints('/count', '/', '/:id', '/access/:id?', '/versions', '/versions/:id', '/:id/duplicate') },
    { slug: 'users', endpoints: endpoints('/login', '/me', '/verify/:id', '/', '/:id') },
    { slug: 'payload-preferences', endpoints: endpoints('/:key', '/', '/:id') },
  ],
} as never

describe('document ids in REST paths (finding 7: a malformed id is a 404, not a database error)', () => {
  test.each([
    [['pages'], null],
    [['pages', '12'], null],
    [['pages', 'count'], null],
    [['pages', 'versions'], null],
    [['pages', 'versions', '3'], null],
    [['pages', '12', 'duplicate'], null],
    [['users', 'login'], null],
    [['users', 'verify', 'a-token'], null],
    [['payload-preferences', 'nav'], null],
    [['unknown', 'abc'], null],
    [['pages', 'distinct'], 'No pages document has the id "distinct".'],
    [['pages', '1e3'], 'No pages document has the id "1e3".'],
    [['pages', '-1'], 'No pages document has the id "-1".'],
    [['pages', '012'], 'No pages document has the id "012".'],
    [['pages', '99999999999999999999'], 'No pages document has the id "99999999999999999999".'],
    [['pages', 'versions', 'xyz'], 'No pages document has the id "xyz".'],
    [['users', 'abc'], 'No users document has the id "abc".'],
  ] as const)('%j -> %s', (segments, expected) => {
    expect(malformedId(config, segments)).toBe(expected)
  })
})
