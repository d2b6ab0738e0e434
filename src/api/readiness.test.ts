import { describe, expect, test } from 'vitest'
import { type ReadinessChecks, readiness, readinessResponse } from './readiness'

const healthy: ReadinessChecks = {
  database: async () => true,
  migrations: async () => true,
  search: () => 'ready',
  cache: async () => 'ok',
  draining: () => false,
}

describe('readiness (GET /api/ready)', () => {
  test('ready when every check passes', async () => {
    const state = await readiness(healthy)
    expect(state).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', search: 'ready', cache: 'ok', process: 'serving' },
    })
    const res = readinessResponse(state)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  test.each<[string, Partial<ReadinessChecks>, Record<string, string>]>([
    ['the database is down', { database: async () => false }, { database: 'failed', migrations: 'unknown', search: 'loading' }],
    ['the database throws', { database: async () => Promise.reject(new Error('ECONNREFUSED 10.0.0.5:5432')) }, { database: 'failed' }],
    ['a migration is not applied', { migrations: async () => false }, { migrations: 'pending' }],
    ['the search snapshot is loading', { search: () => 'loading' }, { search: 'loading' }],
    ['Redis is configured but unreachable', { cache: async () => 'unreachable' }, { cache: 'unreachable' }],
    ['the process is draining after SIGTERM', { draining: () => true }, { process: 'draining' }],
  ])('not ready when %s', async (_case, broken, states) => {
    const state = await readiness({ ...healthy, ...broken })
    expect(state.ready).toBe(false)
    expect(state.checks).toMatchObject(states)
    expect(readinessResponse(state).status).toBe(503)
  })

  test('no snapshot (turned off) and no Redis (one process) are ready', async () => {
    expect((await readiness({ ...healthy, search: () => 'off', cache: async () => 'off' })).ready).toBe(true)
  })

  test('a check that hangs reads as failed after the timeout', async () => {
    const started = Date.now()
    const state = await readiness({ ...healthy, database: () => new Promise(() => {}), cache: () => new Promise(() => {}) }, 50)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(state.checks).toMatchObject({ database: 'failed', cache: 'unreachable' })
  })

  test('the answer names states only, never an error text or address', async () => {
    const state = await readiness({ ...healthy, database: async () => Promise.reject(new Error('ECONNREFUSED 10.0.0.5:5432')) })
    const body = await readinessResponse(state).text()
    expect(body).not.toMatch(/10\.0\.0\.5|ECONNREFUSED/)
    expect(JSON.parse(body)).toEqual({ status: 'not ready', checks: expect.any(Object) })
  })
})
