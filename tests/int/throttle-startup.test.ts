import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { MISSING_SECRET_MESSAGE } from '@/src/lib/env'
import { demoSecret } from '../../scripts/lib/demo-secret'

/**
 * Security finding 4: a server never signs with a known secret. src/instrumentation.ts's
 * register() is what `next start` runs before serving; here it runs in a child process with
 * exactly the environment given, as `next start` would (NEXT_RUNTIME=nodejs).
 */
function register(env: Record<string, string> & { NODE_ENV: string }) {
  const script = "import('./src/instrumentation.ts').then((m) => m.register()).then(() => console.log('STARTED'))"
  const { PATH, HOME } = process.env
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    env: { PATH, HOME, NEXT_RUNTIME: 'nodejs', ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe('production start-up', () => {
  test('NODE_ENV=production without PAYLOAD_SECRET refuses to start, saying why', () => {
    for (const extra of [{}, { DEMO_MODE: 'true' }] as Record<string, string>[]) {
      const run = register({ NODE_ENV: 'production', ...extra })
      expect(run.status).not.toBe(0)
      expect(run.stderr).toContain(`Refusing to start: ${MISSING_SECRET_MESSAGE}`)
      expect(run.stdout).not.toContain('STARTED')
    }
  })

  test('with a secret it starts', () => {
    const run = register({ NODE_ENV: 'production', PAYLOAD_SECRET: 'a-long-random-production-secret-0123456789' })
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('STARTED')
    expect(run.status).toBe(0)
  })

  test('a boolean that is not true/false/1/0 refuses to start, naming the variable', () => {
    const run = register({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(40), DEMO_MODE: 'yes' })
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('DEMO_MODE: must be true, false, 1 or 0 (got "yes")')
  })

  test('`next build` needs no secret (register is not run then, and the config still loads)', () => {
    const script = "import('./src/lib/env.ts').then((m) => console.log(m.payloadSecret().length))"
    const { PATH, HOME } = process.env
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      env: { PATH, HOME, NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe('64')
  })
})

describe('the demo secret', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-secret-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('is random, made once, kept private in the data folder, and reused', () => {
    const file = path.join(dir, '.data', 'payload-secret')
    const first = demoSecret(file)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(demoSecret(file)).toBe(first)
    expect(demoSecret(path.join(dir, 'other', 'payload-secret'))).not.toBe(first)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
  })

  test('a file holding something too short to be a secret is replaced', () => {
    const file = path.join(dir, 'short')
    writeFileSync(file, 'dev-only\n')
    expect(demoSecret(file)).toMatch(/^[0-9a-f]{64}$/)
  })
})
