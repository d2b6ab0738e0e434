/**
 * `npm run build`: the production build (`next build`), then V8 compile hints on the chunks a dealer
 * site loads on arrival (scripts/lib/compile-hints.ts), then the server's own scripts as
 * JavaScript for the production image (scripts/lib/compile-server.ts).
 */
import { spawnSync } from 'node:child_process'
import { addCompileHints } from './lib/compile-hints'
import { compileServer } from './lib/compile-server'

const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const { chunks, changed } = addCompileHints('.next')
console.log(`Compile hints: ${changed} of ${chunks} site load chunks marked for eager compilation.`)
await compileServer()
console.log('Server scripts compiled: dist/server/serve.mjs, dist/server/migrate.mjs.')
