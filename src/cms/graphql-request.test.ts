import { describe, expect, test } from 'vitest'
import { graphqlContentTypeProblem, graphqlQueryProblem } from './graphql-request'

describe('graphqlContentTypeProblem: JSON only, as graphql-http takes it', () => {
  test.each([
    ['application/json', false],
    ['application/json; charset=utf-8', false],
    ['Application/JSON;charset=UTF-8', false],
    ['application/json; charset=latin1', true],
    ['multipart/form-data; boundary=x', true],
    ['application/graphql', true],
    ['text/plain', true],
    [null, true],
  ])('%s refused: %s', (header, refused) => {
    const problem = graphqlContentTypeProblem(header)
    expect(problem !== null).toBe(refused)
    if (problem) expect(problem).toMatchObject({ status: 415, message: expect.stringMatching(/application\/json/) })
  })
})

describe('graphqlQueryProblem: what Payload’s complexity rule cannot measure is a 400', () => {
  test.each([
    ['self-spreading fragment', { query: 'query { ...A } fragment A on Query { ...A }' }, /Cannot spread fragment "A" within itself/],
    ['subscription', { query: 'subscription { x }' }, /Subscriptions are not supported/],
    ['@include with a string', { query: '{ a @include(if: "x") }' }, /Argument "if" has invalid value "x"/],
    ['@skip without if', { query: '{ a @skip }' }, /Argument "if" of required type "Boolean!" was not provided/],
    ['@skip on an undefined variable', { query: '{ a { b @skip(if: $v) } }', variables: { v: true } }, /\$v/],
    ['@include on a null variable', { query: 'query($v: Boolean) { a @include(if: $v) }', variables: { v: null } }, /must not be null/],
  ])('%s', (_name, body, message) => {
    expect(graphqlQueryProblem(body)).toEqual({ status: 400, message: expect.stringMatching(message) })
  })

  test.each([
    ['a plain query', { query: '{ Pages { docs { id } } }' }],
    ['fragments without a cycle', { query: '{ ...A } fragment A on Query { ...B } fragment B on Query { x }' }],
    ['directives that can be read', { query: 'query($v: Boolean = true) { a @include(if: $v) b @skip(if: false) }' }],
    ['a variable sent for a directive', { query: 'query($v: Boolean!) { a @skip(if: $v) }', variables: { v: true } }],
    ['a query that does not parse (Payload answers it)', { query: '{ a' }],
    ['no query (Payload answers it)', { variables: {} }],
    ['not an object', 'query'],
  ])('%s: left to Payload', (_name, body) => {
    expect(graphqlQueryProblem(body)).toBeNull()
  })
})
