import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'

/**
 * Before `next start` on a fresh database (e2e server, benches): builds when there is no build,
 * and drops Next's data cache, whose site reads from an earlier run (same tenant ids, other
 * pages) would otherwise be served as current. Throws when the build fails.
 */
export function prepareProductionBuild(env: NodeJS.ProcessEnv): void {
  if (!existsSync('.next/BUILD_ID')) {
    console.log('No production build: building (first run only) ...')
    const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env })
    if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`)
  }
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
}
