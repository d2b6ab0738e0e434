/**
 * `npm run search:reindex -- [--dealership <slug>] [--dry-run] [--allow-empty]`
 * Copies the inventory of the database in DATABASE_URL (or the embedded one) to Algolia: index
 * settings, every record (or one dealership's), then deletes what Algolia holds that is no
 * longer stored here. Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY. The logic is in
 * scripts/lib/reindex-command.ts.
 */
import { createAlgoliaWriter } from '@/src/search/engine/algolia/writer'
import { createInventoryPool } from '@/src/search/engine/postgres/pool'
import { inventoryDb } from '@/src/search/engine/postgres/schema'
import { algoliaWriteSettings, env } from '@/src/lib/env'
import { startEmbedded } from './lib/database'
import { reindexCommand } from './lib/reindex-command'

async function database() {
  const server = env.DATABASE_URL ? null : await startEmbedded(() => {})
  const pool = createInventoryPool(env.DATABASE_URL ?? server!.urlFor('dealer'), 2)
  // Read as it is: even a dry run's database is not touched (no schema upgrade either).
  return {
    db: inventoryDb(pool),
    close: async () => {
      await pool.end()
      await server?.stop()
    },
  }
}

reindexCommand(process.argv.slice(2), {
  settings: algoliaWriteSettings() ?? {},
  writer: createAlgoliaWriter,
  database,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`The reindex stopped: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
