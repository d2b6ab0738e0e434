/**
 * `npm run seed`: migrate and seed the database in DATABASE_URL (or the embedded one).
 */
import { migrateAndSeed } from './lib/bootstrap'
import { createDatabaseIfMissing, startEmbedded } from './lib/database'

async function main() {
  let stop = async () => {}
  if (!process.env.DATABASE_URL) {
    const server = await startEmbedded()
    await createDatabaseIfMissing(server.adminUrl, 'dealer')
    process.env.DATABASE_URL = server.urlFor('dealer')
    stop = server.stop
  }
  const { seed } = await migrateAndSeed({ seed: true })
  console.log(seed)
  await stop()
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
