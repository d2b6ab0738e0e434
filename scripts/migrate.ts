/**
 * Applies the committed migrations to DATABASE_URL and exits: the production image's one-shot
 * migration step (`node dist/server/migrate.mjs`), run once before the app processes start, never
 * by each of them. The same as `npm run migrate` (`payload migrate`), without a TypeScript loader.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrations } from '@/migrations'

// Payload's start-up waits on timers it does not keep the process alive for; without a handle of
// our own, Node ends the script mid-way (exit 13, an unfinished top-level await).
const alive = setInterval(() => {}, 1000)
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as never })
await payload.destroy()
clearInterval(alive)
process.exit(0)
