// The site relies on React's public API only: no reading React's private fields on DOM nodes (the
// fiber and props keys React sets on each element), no fake DevTools hook, and no empty innerHTML
// that keeps the server's markup without hydrating it (a control inside it would stay dead).
// Parts that wait are made with deferredPart (src/components/ui/deferred-part.client.tsx), which
// hydrates them later through React itself.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(ts|tsx|mjs|js)$/
const FORBIDDEN = [
  { what: "React's private node fields", pattern: new RegExp(['__react', '(Fiber|Props|Container|Events)'].join('')) },
  { what: 'a fake React DevTools hook', pattern: new RegExp(['__REACT_DEVTOOLS', '_GLOBAL_HOOK__'].join('')) },
  { what: 'markup kept by an empty innerHTML', pattern: /dangerouslySetInnerHTML=\{\{\s*__html:\s*(''|"")\s*\}\}/ },
]

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

function offences(files: { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) => FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${name}: ${what}`))
}

test('nothing in src/, blocks/ or tests/ reaches into React internals or keeps markup unhydrated', () => {
  const files = ['src', 'blocks', 'tests'].flatMap(sourceFiles).map((name) => ({ name, text: readFileSync(path.join(root, name), 'utf8') }))
  expect(files.length).toBeGreaterThan(500)
  expect(offences(files)).toEqual([])
})

test('the check finds each kind of offence', () => {
  const probe = [
    { name: 'a.ts', text: "Object.keys(el).some((k) => k.startsWith('__react" + "Fiber$'))" },
    { name: 'b.ts', text: 'window.__REACT_DEVTOOLS' + '_GLOBAL_HOOK__ = {}' },
    { name: 'c.tsx', text: '<div dangerouslySetInnerHTML={{ __html: ' + "'' }} />" },
    { name: 'd.tsx', text: '<div dangerouslySetInnerHTML={{ __html: css }} />' },
  ]
  expect(offences(probe)).toEqual([
    "a.ts: React's private node fields",
    'b.ts: a fake React DevTools hook',
    'c.tsx: markup kept by an empty innerHTML',
  ])
})
