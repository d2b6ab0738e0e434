import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

// docs/demo-startup.md: on Node 20 an import of the Payload config through Node's own module
// loader (tsx) sometimes never settles, in the evaluation of Lexical's `*.node.mjs` wrappers
// (a top-level await of a dynamic import). Every command that runs a script importing the
// config through scripts/lib/bootstrap resolves Lexical to its build directly instead.
const CONDITION = '--conditions=development'
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

function commands(): { name: string; command: string }[] {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
  const webServers = [...read('playwright.config.ts').matchAll(/command: '([^']+)'/g)].map((m) => m[1])
  return [
    ...Object.entries(scripts).map(([name, command]) => ({ name: `npm run ${name}`, command })),
    ...webServers.map((command) => ({ name: 'the Playwright web server', command })),
  ]
}

/** The commands whose script (scripts/*.ts or bench/*.ts) imports the config through bootstrap. */
function bootstrapCommands() {
  return commands().filter(({ command }) => {
    const file = /\b((?:scripts|bench)\/[\w-]+\.ts)\b/.exec(command)?.[1]
    return file !== undefined && /from '(\.\/lib|\.\.\/scripts\/lib)\/bootstrap'/.test(read(file))
  })
}

describe('commands that import the Payload config through bootstrap', () => {
  test('include the demo, dev, seed, the e2e server and the benches', () => {
    expect(bootstrapCommands().map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'npm run demo',
        'npm run dev',
        'npm run seed',
        'npm run bench:web',
        'npm run bench:leads',
        'the Playwright web server',
      ]),
    )
  })

  test(`all run node with ${CONDITION}`, () => {
    const without = bootstrapCommands().filter(({ command }) => !command.includes(` ${CONDITION} `))
    expect(without).toEqual([])
  })
})
