/**
 * `npm test`: every test layer in order (type check, unit, int on real PostgreSQL, production
 * build, e2e in Chromium), then one closing line with the totals.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'

type Counts = { passed: number; failed: number; skipped: number }
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const only = process.argv.slice(2)
const wanted = (layer: string) => only.length === 0 || only.includes(layer)

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return result.status === 0
}

function readVitest(file: string) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += json.numPassedTests ?? 0
    totals.failed += (json.numFailedTests ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? json.numFailedTestSuites : 0)
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
  } catch {
    totals.failed += 1
  }
}

function readPlaywright(file: string) {
  try {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
    totals.failed += stats.unexpected ?? 0
    totals.skipped += stats.skipped ?? 0
  } catch {
    totals.failed += 1
  }
}

mkdirSync('test-results', { recursive: true })
let ok = true
if (wanted('typecheck')) ok = step('typecheck', 'npx', ['tsc', '--noEmit']) && ok
for (const project of ['unit', 'int']) {
  if (!wanted(project)) continue
  const out = `test-results/vitest-${project}.json`
  rmSync(out, { force: true })
  ok = step(project, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`]) && ok
  readVitest(out)
}
if (wanted('e2e')) {
  const built = step('build', 'npx', ['next', 'build'])
  ok = built && ok
  if (built) {
    const out = 'test-results/playwright.json'
    rmSync(out, { force: true })
    const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out }
    console.log('\n=== e2e: npx playwright test')
    const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], { stdio: 'inherit', env })
    ok = result.status === 0 && ok
    readPlaywright(out)
  } else {
    totals.failed += 1
  }
}

console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok && totals.failed === 0 ? 0 : 1)
