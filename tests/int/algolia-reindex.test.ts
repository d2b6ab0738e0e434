import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAlgoliaWriter } from '@/src/search/engine/algolia/writer'
import { type InventoryDb, table } from '@/src/search/engine/postgres/schema'
import { REPLICAS } from '@/src/search/index-config'
import { MISSING_SETTINGS, type Output, reindexCommand } from '@/scripts/lib/reindex-command'
import { type FakeAlgolia, TEST_APP, fakeAlgolia } from '../helpers/algolia'
import { generatedVehicles, loadVehicles, testInventoryDb } from '../helpers/inventory'

/**
 * `npm run search:reindex` against a real inventory schema and a recorded Algolia: the dry run's
 * plan, the run's requests, and that Algolia then holds exactly what the database holds.
 */
const A = 'reindex-a'
const B = 'reindex-b'
const now = new Date('2026-03-15T00:00:00Z')
let db: InventoryDb
let empty: InventoryDb

function output(isTTY = false): Output & { text: () => string } {
  let text = ''
  return { isTTY, columns: 100, write: (s: string) => (text += s), text: () => text }
}

function command(argv: string[], algolia: FakeAlgolia, database: InventoryDb = db, tty = false) {
  const stdout = output(tty)
  const stderr = output()
  const run = reindexCommand(argv, {
    settings: TEST_APP,
    writer: (settings) => createAlgoliaWriter({ ...settings, requester: algolia.requester }),
    database: async () => ({ db: database, close: async () => {} }),
    stdout,
    stderr,
  })
  return run.then((code) => ({ code, stdout: stdout.text(), stderr: stderr.text() }))
}

async function stored(): Promise<Map<string, unknown>> {
  const { rows } = await db.pool.query(`SELECT _object_id, _record FROM ${table(db, 'vehicles')}`)
  return new Map(rows.map((r) => [r._object_id, r._record]))
}

/** Algolia as an earlier state left it: a stale copy of a stored car, a car removed since, a dealership gone. */
async function staleAlgolia(): Promise<FakeAlgolia> {
  const algolia = fakeAlgolia()
  const [, first] = [...(await stored())].find(([id]) => id.startsWith(`${A}:`))!
  algolia.seed([
    { ...(first as Record<string, unknown>), price: 1 },
    { objectID: `${A}:gone`, dealership_slug: A },
    { objectID: 'reindex-c:1', dealership_slug: 'reindex-c' },
  ])
  return algolia
}

const paths = (algolia: FakeAlgolia) => algolia.requests.map((r) => `${r.method} ${r.path}`)

beforeAll(async () => {
  db = await testInventoryDb('algolia_reindex')
  empty = await testInventoryDb('algolia_reindex_empty')
  await loadVehicles(db, generatedVehicles({ dealership: A, count: 1250, now, seed: 'a' }), now)
  await loadVehicles(db, generatedVehicles({ dealership: B, count: 300, now, seed: 'b' }), now)
})

afterAll(async () => {
  for (const d of [db, empty]) {
    await d?.pool.query(`DROP SCHEMA IF EXISTS "${d.schema}" CASCADE`)
    await d?.pool.end()
  }
})

describe('the dry run', () => {
  test('prints counts per dealership, the objects to save and delete and the settings, and writes nothing', async () => {
    const algolia = await staleAlgolia()
    const { code, stdout } = await command(['--dry-run'], algolia)
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Dry run: nothing is written to Algolia application TESTAPP.',
        'Scope: every dealership',
        'Objects to save: 1,550 (2 batches of up to 1,000)',
        `  ${A}: 1,250`,
        `  ${B}: 300`,
        'Objects to delete (in Algolia, not stored here): 2 of 3 in Algolia',
        `  ${A}:gone`,
        '  reindex-c:1',
        'Settings to apply:',
        expect.stringMatching(/^ {2}cars: \{"searchableAttributes":\["make",.*"replicas":\["cars_latest",/),
        '  cars_price_asc (replica): as cars, except ranking=["asc(price)","typo","geo","words","filters","proximity","attribute","exact","custom"], no replicas',
      ]),
    )
    expect(new Set(paths(algolia))).toEqual(new Set(['POST /1/indexes/cars/browse']))
    expect(algolia.objects().size).toBe(3)
    expect(algolia.settings.size).toBe(0)
  })

  test('with --dealership: that dealership’s cars, and only its objects in Algolia (filtered browse)', async () => {
    const algolia = await staleAlgolia()
    const { code, stdout } = await command(['--dry-run', '--dealership', A], algolia)
    expect(code).toBe(0)
    expect(stdout).toContain(`Scope: dealership ${A}\nObjects to save: 1,250 (2 batches of up to 1,000)\n  ${A}: 1,250\n`)
    expect(stdout).toContain(`Objects to delete (in Algolia, not stored here): 1 of 2 in Algolia\n  ${A}:gone\n`)
    expect(algolia.requests[0].body).toMatchObject({ filters: `dealership_slug:${A}` })
  })
})

describe('the reindex', () => {
  test('applies the settings, saves every car in batches of up to 1,000, deletes what is not stored; Algolia then holds what the database holds', async () => {
    const algolia = await staleAlgolia()
    const { code, stdout } = await command([], algolia)
    expect(code).toBe(0)
    expect(stdout.split('\n')).toEqual([
      `Saved 1,000 of 1,550 cars (${A})`,
      `Saved 1,250 of 1,550 cars (${A})`,
      `Saved 1,550 of 1,550 cars (${B})`,
      'Algolia TESTAPP: settings applied, 1,550 saved, 2 deleted.',
      '',
    ])
    const writes = paths(algolia).filter((p) => !p.endsWith('/browse'))
    expect(writes).toEqual([
      'PUT /1/indexes/cars/settings',
      'GET /1/indexes/cars/task/101',
      ...Object.keys(REPLICAS).map((r) => `PUT /1/indexes/${r}/settings`),
      'POST /1/indexes/cars/batch',
      'POST /1/indexes/cars/batch',
      'POST /1/indexes/cars/batch',
      'POST /1/indexes/cars/batch',
    ])
    const sizes = algolia.requests.filter((r) => r.path.endsWith('/batch')).map((r) => (r.body as { requests: unknown[] }).requests.length)
    expect(sizes).toEqual([1000, 250, 300, 2])
    expect(algolia.objects()).toEqual(await stored())
  })

  test('run again, it saves everything and deletes nothing: it has converged', async () => {
    const algolia = fakeAlgolia()
    expect((await command([], algolia)).code).toBe(0)
    const again = await command([], algolia)
    expect(again.stdout).toContain('1,550 saved, 0 deleted.')
    expect(algolia.objects()).toEqual(await stored())
  })

  test('with --dealership it saves that dealership and deletes only its stale objects', async () => {
    const algolia = await staleAlgolia()
    const { code, stdout } = await command(['--dealership', B], algolia)
    expect(code).toBe(0)
    expect(stdout).toContain('300 saved, 0 deleted.')
    expect(algolia.objects().has(`${A}:gone`)).toBe(true)
    expect(algolia.objects().has('reindex-c:1')).toBe(true)
    const { stdout: a } = await command(['--dealership', A], algolia)
    expect(a).toContain('1,250 saved, 1 deleted.')
    expect(algolia.objects().has(`${A}:gone`)).toBe(false)
    expect(algolia.objects().has('reindex-c:1')).toBe(true)
  })

  test('shows a progress bar on a terminal', async () => {
    const { stdout } = await command([], fakeAlgolia(), db, true)
    expect(stdout).toContain(`1550/1550 cars | ${B}`)
    expect(stdout).not.toContain('Saved 1,000 of')
  })
})

describe('refusals', () => {
  test('a database with no cars never empties Algolia unless told to', async () => {
    const algolia = await staleAlgolia()
    const dry = await command(['--dry-run'], algolia, empty)
    expect(dry.code).toBe(1)
    expect(dry.stdout).toContain('The reindex would not run: Refusing to delete all 3 objects Algolia holds: this database has no cars.')
    const run = await command([], algolia, empty)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Check DATABASE_URL; pass --allow-empty to delete them.')
    expect(new Set(paths(algolia))).toEqual(new Set(['POST /1/indexes/cars/browse']))
    expect((await command(['--allow-empty'], algolia, empty)).stdout).toContain('0 saved, 3 deleted.')
    expect(algolia.objects().size).toBe(0)
  })

  test('without ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY it exits 2 naming them, before opening the database', async () => {
    const stderr = output()
    const code = await reindexCommand(['--dry-run'], {
      settings: { appId: 'TESTAPP' },
      writer: () => {
        throw new Error('no client without settings')
      },
      database: () => Promise.reject(new Error('no database without settings')),
      stdout: output(),
      stderr,
    })
    expect(code).toBe(2)
    expect(stderr.text()).toContain('set ALGOLIA_APP_ID (the application ID) and ALGOLIA_ADMIN_KEY (its Admin API key)')
  })

  test('unknown arguments print the usage and exit 2', async () => {
    const { code, stderr } = await command(['--dealer', A], fakeAlgolia())
    expect(code).toBe(2)
    expect(stderr).toContain('Usage: npm run search:reindex -- [--dealership <slug>] [--dry-run] [--allow-empty]')
  })

  test('npm run search:reindex: the script exits non-zero with that message when the environment has no Algolia settings', () => {
    const env = { ...process.env }
    for (const name of Object.keys(env)) if (name.startsWith('ALGOLIA_')) delete env[name]
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/search-reindex.ts', '--dry-run'], { env, encoding: 'utf8' })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(MISSING_SETTINGS)
  })
})
