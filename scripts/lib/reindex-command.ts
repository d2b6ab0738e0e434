// `npm run search:reindex` without its process: arguments, the Algolia settings check, the dry
// run and the run with its progress. The database, the Algolia client and the output streams
// are passed in, so tests drive it against a real database and a recorded Algolia.
import { parseArgs } from 'node:util'
import { SingleBar } from 'cli-progress'
import { formatCount } from '@/src/domain/numbers'
import { describePlan } from '@/src/search/engine/algolia/dry-run'
import { type ReindexOptions, planReindex, reindex } from '@/src/search/engine/algolia/reindex'
import type { AlgoliaWriter } from '@/src/search/engine/algolia/writer'
import type { InventoryDb } from '@/src/search/engine/postgres/schema'

export interface Output {
  readonly isTTY?: boolean
  readonly columns?: number
  write(text: string): unknown
}

export interface ReindexCommandDeps {
  /** ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY as the environment has them. */
  readonly settings: { appId?: string; adminKey?: string }
  readonly writer: (settings: { appId: string; adminKey: string }) => AlgoliaWriter
  /** Opened only once the arguments and settings are known to be usable. */
  readonly database: () => Promise<{ db: InventoryDb; close(): Promise<void> }>
  readonly stdout: Output
  readonly stderr: Output
}

export const USAGE = 'Usage: npm run search:reindex -- [--dealership <slug>] [--dry-run] [--allow-empty]'

export const MISSING_SETTINGS =
  'Algolia is not configured: set ALGOLIA_APP_ID (the application ID) and ALGOLIA_ADMIN_KEY (its Admin API key) ' +
  'in the environment of this command. ALGOLIA_SEARCH_KEY is what switches the site to Algolia; the reindex does not need it.'

function parse(argv: readonly string[]): { options: ReindexOptions; dryRun: boolean } | null {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { dealership: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'allow-empty': { type: 'boolean' } },
      strict: true,
    })
    if (values.dealership !== undefined && values.dealership.trim() === '') return null
    return { options: { dealership: values.dealership?.trim(), allowEmpty: values['allow-empty'] }, dryRun: values['dry-run'] ?? false }
  } catch {
    return null
  }
}

/** A bar on a terminal; a plain line per batch when the output is a file or a pipe (CI, logs). */
function progress(out: Output) {
  if (!out.isTTY) {
    return {
      onBatch: (p: { saved: number; total: number; dealership: string }) =>
        out.write(`Saved ${formatCount(p.saved)} of ${formatCount(p.total)} cars (${p.dealership})\n`),
      stop: () => {},
    }
  }
  const bar = new SingleBar({
    format: 'Saving {bar} {value}/{total} cars | {dealership}',
    stream: out as NodeJS.WriteStream,
    hideCursor: true,
  })
  let started = false
  return {
    onBatch: (p: { saved: number; total: number; dealership: string }) => {
      if (!started) bar.start(p.total, 0, { dealership: p.dealership })
      started = true
      bar.setTotal(Math.max(p.total, p.saved))
      bar.update(p.saved, { dealership: p.dealership })
    },
    stop: () => started && bar.stop(),
  }
}

export async function reindexCommand(argv: readonly string[], deps: ReindexCommandDeps): Promise<number> {
  const args = parse(argv)
  if (!args) {
    deps.stderr.write(`${USAGE}\n`)
    return 2
  }
  const { appId, adminKey } = deps.settings
  if (!appId || !adminKey) {
    deps.stderr.write(`${MISSING_SETTINGS}\n`)
    return 2
  }
  const algolia = deps.writer({ appId, adminKey })
  const { db, close } = await deps.database()
  try {
    if (args.dryRun) {
      const plan = await planReindex({ db, algolia }, args.options)
      deps.stdout.write(`${describePlan(plan, { appId, dealership: args.options.dealership }).join('\n')}\n`)
      return plan.refusal ? 1 : 0
    }
    const bar = progress(deps.stdout)
    const outcome = await reindex({ db, algolia }, { ...args.options, onBatch: bar.onBatch }).finally(bar.stop)
    if (!outcome.ok) {
      deps.stderr.write(`${outcome.message}\n`)
      return 1
    }
    deps.stdout.write(`Algolia ${appId}: settings applied, ${formatCount(outcome.saved)} saved, ${formatCount(outcome.deleted)} deleted.\n`)
    return 0
  } finally {
    await close()
  }
}
