import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { addCompileHints } from './compile-hints'
import { eachLine } from './steps'

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
 * would otherwise be served as current. Throws when the build fails. The build runs while this
 * process waits (the demo's silence notice can speak during a long build); with `log` its output
 * goes there line by line (the demo's build step counts it as output), else to this terminal.
 */
export async function prepareProductionBuild(env: NodeJS.ProcessEnv, log?: (line: string) => void): Promise<'built' | 'reused'> {
  const reused = existsSync('.next/BUILD_ID')
  if (!reused) {
    const print = log ?? console.log
    print('No production build: building (first run only) ...')
    const build = spawn(BUILD_COMMAND.command, BUILD_COMMAND.args, { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', env })
    if (log) for (const stream of [build.stdout!, build.stderr!]) eachLine(stream, log)
    const status = await new Promise<number | null>((resolve, reject) => build.once('error', reject).once('close', resolve))
    if (status !== 0) throw new Error(`the production build failed (exit ${status})`)
  }
  addCompileHints('.next')
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
  return reused ? 'reused' : 'built'
}
