import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { addCompileHints } from './compile-hints'

/**
 * The production server as every script starts it (scripts/serve.ts: Next.js behind Brotli), on
 * the PORT of its environment. In place of `next start`, which can only gzip.
 */
export const SERVE_COMMAND = { command: process.execPath, args: ['--import', 'tsx', 'scripts/serve.ts'] } as const

/** The production build as every script runs it: `next build`, then compile hints (scripts/build.ts). */
export const BUILD_COMMAND = { command: process.execPath, args: ['--import', 'tsx', 'scripts/build.ts'] } as const

/**
 * Before the production server starts (e2e server, benches, demo): builds when there is no
 * build, makes sure the build has its compile hints (a bare `next build` leaves them out), and
 * drops Next's data cache, whose site reads from an earlier run (same tenant ids, other pages)
 * would otherwise be served as current. Throws when the build fails.
 */
export function prepareProductionBuild(env: NodeJS.ProcessEnv): void {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('No production build: building (first run only) ...')
    const build = spawnSync(BUILD_COMMAND.command, BUILD_COMMAND.args, { stdio: 'inherit', env })
    if (build.status !== 0) throw new Error(`the production build failed (exit ${build.status})`)
  }
  addCompileHints('.next')
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
}
