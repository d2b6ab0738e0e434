/**
 * `npm test`: every test layer in order (type check; lint, format and unused-code checks; unit;
 * int on real PostgreSQL; scale (two app processes on one database and Redis); e2e in Chromium),
 * with the production build running beside the int tests, then one closing line with the
 * totals. `npm test -- lint unit` runs only the named layers.
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { BUILD_COMMAND } from './lib/production-build'

type Counts = { passed: number; failed: number; skipped: number }
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
// Named again under the totals: CI keeps only the tail of a long log, and a failure scrolled
// out of it could not be told from a flake.
const failures: string[] = []
const only = process.argv.slice(2)
const wanted = (layer: string) => only.length === 0 || only.includes(layer)

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  if (result.status !== 0) failures.push(`${name}: exit ${result.status ?? result.signal}`)
  return result.status === 0
}

// Reporters colour their messages; the summary is plain text.
const ANSI_COLOUR = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g')
const firstLine = (text = '') =>
  text
    .replace(ANSI_COLOUR, '')
    .split('\n')
    .find((line) => line.trim())
    ?.slice(0, 300) ?? ''

function readVitest(file: string) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += json.numPassedTests ?? 0
    totals.failed += (json.numFailedTests ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? json.numFailedTestSuites : 0)
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
    type Result = { name: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }
    for (const result of json.testResults as Result[]) {
      const where = result.name.replace(`${process.cwd()}/`, '')
      const failed = result.assertionResults.filter((t) => t.status === 'failed')
      for (const t of failed) failures.push(`${where} › ${t.fullName}\n    ${firstLine(t.failureMessages?.[0])}`)
      if (failed.length === 0 && result.message) failures.push(`${where}\n    ${firstLine(result.message)}`)
    }
  } catch {
    totals.failed += 1
    failures.push(`${file}: no report`)
  }
}

type Suite = {
  title: string
  suites?: Suite[]
  specs?: { title: string; file: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]
}

function unexpected(suite: Suite, path: string[] = []): string[] {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((t) => t.status === 'unexpected')
      .map((t) => `${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}\n    ${firstLine(t.results.at(-1)?.error?.message)}`),
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => unexpected(child, here))]
}

function readPlaywright(file: string) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    const stats = report.stats
    for (const suite of report.suites as Suite[]) failures.push(...unexpected(suite))
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
    totals.failed += stats.unexpected ?? 0
    totals.skipped += stats.skipped ?? 0
  } catch {
    totals.failed += 1
    failures.push(`${file}: no report`)
  }
}

/**
 * The production build, started in the background beside the int tests (one file at a time, in
 * one worker), which leave a core for it. Its output goes to
 * test-results/build.log, printed when it is awaited.
 */
function backgroundBuild(typesChecked: boolean): () => Promise<boolean> {
  const log = 'test-results/build.log'
  const fd = openSync(log, 'w')
  const started = Date.now()
  // next.config.mjs skips the build's own type check when this run has just passed tsc.
  const env = typesChecked ? { ...process.env, BUILD_TYPES_CHECKED: '1' } : process.env
  const child = spawn(BUILD_COMMAND.command, [...BUILD_COMMAND.args], { stdio: ['ignore', fd, fd], env })
  const done = new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null))
    child.once('close', (status) => resolve(status))
  }).finally(() => closeSync(fd))
  return async () => {
    console.log(`\n=== build (started with the int tests): ${BUILD_COMMAND.command} ${BUILD_COMMAND.args.join(' ')}`)
    const status = await done
    console.log(readFileSync(log, 'utf8'))
    console.log(`=== build: ${status === 0 ? 'ok' : 'FAILED'} after ${((Date.now() - started) / 1000).toFixed(0)} s`)
    if (status !== 0) failures.push(`build: exit ${status}`)
    return status === 0
  }
}

type Step = { name: string; command: string; args: string[] }

/**
 * Steps that each use one core (tsc, ESLint, Prettier, knip), run two at a time on CI's two
 * cores. Each one's output is printed whole when it ends, so two never interleave.
 */
async function twoAtATime(steps: Step[]): Promise<Map<string, boolean>> {
  const passed = new Map<string, boolean>()
  const queue = [...steps]
  const run = async ({ name, command, args }: Step) => {
    const started = Date.now()
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    const status = await new Promise<number | null>((resolve) => child.once('error', () => resolve(null)).once('close', resolve))
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
    process.stdout.write(Buffer.concat(output))
    console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    if (status !== 0) failures.push(`${name}: exit ${status}`)
    passed.set(name, status === 0)
  }
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await run(next)
  }
  await Promise.all([worker(), worker()])
  return passed
}

mkdirSync('test-results', { recursive: true })
let ok = true
const checks: Step[] = []
if (wanted('typecheck'))
  checks.push({ name: 'typecheck', command: process.execPath, args: ['node_modules/typescript/bin/tsc', '--noEmit'] })
if (wanted('lint'))
  checks.push(
    // ESLint carries the import boundaries of ARCHITECTURE.md; a failure here names the rule.
    { name: 'lint', command: process.execPath, args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
    { name: 'format', command: process.execPath, args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'] },
    // Run through node directly: under npx, knip can exit before printing its report.
    { name: 'unused code', command: process.execPath, args: ['node_modules/knip/bin/knip.js', '--no-progress'] },
  )
const checked = await twoAtATime(checks)
for (const [name, passed] of checked) {
  if (!passed && name !== 'typecheck') totals.failed += 1
  ok = passed && ok
}
const typesChecked = checked.get('typecheck') === true
function vitestLayer(project: string) {
  const out = `test-results/vitest-${project}.json`
  rmSync(out, { force: true })
  ok = step(project, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`]) && ok
  readVitest(out)
}

if (wanted('unit')) vitestLayer('unit')
// The build runs beside the int tests, which use one worker (one file at a time); beside
// the checks or the unit tests (both use every core) it slowed them past their timeouts.
const build = wanted('scale') || wanted('e2e') ? backgroundBuild(typesChecked) : null
if (wanted('int')) vitestLayer('int')
// The layers that run the production build: two app processes on one database and Redis
// (tests/scale), then the browser.
if (build) {
  const built = await build()
  ok = built && ok
  if (built) {
    if (wanted('scale')) vitestLayer('scale')
    if (wanted('e2e')) {
      const out = 'test-results/playwright.json'
      rmSync(out, { force: true })
      const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out }
      console.log('\n=== e2e: npx playwright test')
      const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], { stdio: 'inherit', env })
      ok = result.status === 0 && ok
      readPlaywright(out)
    }
  } else {
    totals.failed += 1
  }
}

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`)
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(ok && totals.failed === 0 ? 0 : 1)
