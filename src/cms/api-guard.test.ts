import { describe, expect, test } from 'vitest'
import { malformedId, malformedWhere } from './api-guard'

const endpoints = (...paths: string[]) => paths.map((path) => ({ path, method: 'get' }))
const config = {
  collections: [
    { slug: 'pages', endpoints: endpoints('/count', '/', '/:id', '/access/:id?', '/versions', '/versions/:id', '/:id/duplicate') },
    { slug: 'users', endpoints: endpoints('/login', '/me', '/verify/:id', '/', '/:id') },
    { slug: 'payload-preferences', endpoints: endpoints('/:key', '/', '/:id') },
  ],
} as never

describe('document ids in REST paths (a malformed id is a 404, not a database error)', () => {
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

describe('where in the query string (a plain where=abc was a 500)', () => {
  test.each([
    ['', null],
    ['?where[title][equals]=x', null],
    ['?where=%7B%22title%22%3A%7B%22equals%22%3A%22x%22%7D%7D', null],
    ['?where=abc', 'where must be written as where[field][operator]=value, or as a JSON object.'],
    ['?where=%5B1%5D', 'where must be written as where[field][operator]=value, or as a JSON object.'],
    ['?where=1', 'where must be written as where[field][operator]=value, or as a JSON object.'],
  ])('%s', (search, expected) => {
    expect(malformedWhere(search)).toBe(expected)
  })
})
