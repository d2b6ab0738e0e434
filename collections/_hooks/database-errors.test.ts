import { describe, expect, test } from 'vitest'
import { classifyDatabaseError } from './database-errors'

const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: insert ...'), { cause: Object.assign(new Error('invalid input value for enum'), { code }) })

describe('database errors from unvalidated drafts are the caller’s mistake', () => {
  test.each([
    ['an unknown select option (22P02)', wrapped('22P02'), 400],
    ['a number out of range (22003)', wrapped('22003'), 400],
    ['a missing required value (23502)', wrapped('23502'), 400],
    ['a reference to nothing (23503)', wrapped('23503'), 400],
    ['a duplicate value (23505)', wrapped('23505'), 409],
  ])('%s', (_n, error, status) => {
    expect(classifyDatabaseError(error)?.status).toBe(status)
    expect(classifyDatabaseError(error)?.message).toMatch(/\w/)
  })
  test.each([
    ['a lost connection (08006)', wrapped('08006')],
    ['a plain error', new Error('boom')],
    ['a Node error code', Object.assign(new Error('x'), { code: 'ECONNREFUSED' })],
    ['nothing', undefined],
  ])('%s stays a server error', (_n, error) => {
    expect(classifyDatabaseError(error)).toBeNull()
  })
})
