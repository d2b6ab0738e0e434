import { rm } from 'node:fs/promises'
import type { TestProject } from 'vitest/node'
import { intScratchDir } from './int-scratch'
import { createDatabaseIfMissing, dropDatabase, testServer } from '../../scripts/lib/database'

/**
 * One real PostgreSQL database per int run, created here and dropped afterwards; migrated
 * with the committed migrations and seeded with the demo tenants by the first test file. Its
 * scratch folder (uploads, mail) goes with it.
 */
export default async function setup(project: TestProject) {
  const server = await testServer()
  const name = `dealer_int_${process.pid}_${Date.now()}`
  await createDatabaseIfMissing(server.adminUrl, name)
  const url = server.urlFor(name)
  project.provide('databaseUrl', url)
  return async () => {
    await dropDatabase(server.adminUrl, name)
    await rm(intScratchDir(url), { recursive: true, force: true })
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
