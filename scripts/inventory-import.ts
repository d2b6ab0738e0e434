/**
 * `npm run inventory:import -- --dealership <slug> --file <feed.json|feed.csv>`
 * Imports a full stock snapshot for one dealership into the database in DATABASE_URL (or the
 * embedded one). `--rotate-key` instead prints a new feed key for POST /api/feeds/<slug>.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createDatabaseIfMissing, startEmbedded } from './lib/database'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? undefined : process.argv[i + 1]
}

const usage =
  'Usage: npm run inventory:import -- --dealership <slug> --file <feed.json|feed.csv>\n       npm run inventory:import -- --dealership <slug> --rotate-key'

async function main(): Promise<number> {
  const dealership = arg('dealership')
  const file = arg('file')
  const rotate = process.argv.includes('--rotate-key')
  if (!dealership || (!file && !rotate)) {
    console.error(usage)
    return 2
  }
  let stop = async () => {}
  if (!process.env.DATABASE_URL) {
    const server = await startEmbedded(() => {})
    await createDatabaseIfMissing(server.adminUrl, 'dealer')
    process.env.DATABASE_URL = server.urlFor('dealer')
    stop = server.stop
  }
  try {
    // Imported after DATABASE_URL is set: env is read on import.
    const ingest = await import('@/src/search/ingest')
    const { sharedInventoryDb } = await import('@/src/search/engine/postgres/pool')
    try {
      if (rotate) {
        const { key } = await ingest.rotateFeedKey(dealership)
        console.log(`New feed key for ${dealership} (shown once; the old key no longer works):\n${key}`)
        return 0
      }
      const text = await readFile(file!, 'utf8')
      const format = ingest.detectFormat(path.extname(file!), text)
      const outcome = await ingest.importDealershipFeed(dealership, text, format, { source: 'cli' })
      if (!outcome.ok) {
        console.error(`Feed rejected, nothing changed: ${outcome.message}`)
        for (const e of outcome.errors.slice(0, 50)) console.error(`  row ${e.row}: ${e.field} ${e.reason}`)
        return 1
      }
      const r = outcome.report
      console.log(
        `${dealership}: ${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged, ${r.sold} sold, ${r.removed} removed, ${r.rejected} rejected`,
      )
      for (const e of r.errors.slice(0, 50)) console.log(`  rejected row ${e.row}: ${e.field} ${e.reason}`)
      if (r.indexWarning) console.warn(r.indexWarning)
      return 0
    } finally {
      await sharedInventoryDb().pool.end()
    }
  } finally {
    await stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
