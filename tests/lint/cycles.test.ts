// No module imports itself back through others with value imports. A cycle through Payload's
// config (a collection's hook -> src/cms -> src/cms/payload.ts -> payload.config.ts -> the
// collection) leaves one side's exports undefined while the other loads, depending on which is
// imported first. Type-only imports are erased and cannot form one.
import path from 'node:path'
import madge from 'madge'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const options = {
  baseDir: root,
  fileExtensions: ['ts', 'tsx', 'mjs'],
  tsConfig: path.join(root, 'tsconfig.json'),
  excludeRegExp: [/node_modules/, /\.next\//, /payload-types\.ts$/],
  detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
}

async function cyclesFrom(entries: string[]): Promise<string[][]> {
  const graph = await madge(
    entries.map((entry) => path.join(root, entry)),
    options,
  )
  return graph.circular()
}

test('the site, the admin and the scripts have no import cycles', async () => {
  expect(await cyclesFrom(['payload.config.ts', 'src', 'blocks', 'collections', 'scripts'])).toEqual([])
}, 60_000)

test('the check finds a cycle: the probe modules import each other', async () => {
  const cycles = await cyclesFrom(['tests/fixtures/import-cycle'])
  expect(cycles).toEqual([['tests/fixtures/import-cycle/a.ts', 'tests/fixtures/import-cycle/b.ts']])
}, 60_000)
