import { tmpdir } from 'node:os'
import path from 'node:path'

/** The scratch folder (uploads, lead e-mails) of the run whose database `databaseUrl` names. */
export function intScratchDir(databaseUrl: string): string {
  return path.join(tmpdir(), new URL(databaseUrl).pathname.slice(1))
}
