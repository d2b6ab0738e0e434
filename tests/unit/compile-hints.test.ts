import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { addCompileHints, COMPILE_HINT, siteLoadChunks, withCompileHint } from '@/scripts/lib/compile-hints'

describe('siteLoadChunks', () => {
  test('the framework chunks and every site entry chunk, each once, scripts only', () => {
    const chunks = siteLoadChunks({ rootMainFiles: ['static/chunks/b.js', 'static/chunks/a.js'] }, [
      { entryJSFiles: { layout: ['static/chunks/c.js'], page: ['static/chunks/c.js', 'static/chunks/d.js', 'static/chunks/e.css'] } },
      { entryJSFiles: { other: ['static/chunks/a.js'] } },
      {},
    ])
    expect(chunks).toEqual(['static/chunks/a.js', 'static/chunks/b.js', 'static/chunks/c.js', 'static/chunks/d.js'])
  })
})

describe('withCompileHint', () => {
  test('puts the hint on the first line once', () => {
    const once = withCompileHint('console.log(1)')
    expect(once).toBe(`${COMPILE_HINT}console.log(1)`)
    expect(withCompileHint(once)).toBe(once)
  })
})

describe('addCompileHints on a build directory', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function write(file: string, text: string) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }

  test('marks the root and site chunks, leaves the admin and unlisted chunks, and is idempotent', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hints-'))
    write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/root.js'] }))
    const manifest = (route: string, files: string[]) =>
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ entryJSFiles: { [route]: files } })};`
    write(
      'server/app/(site)/[host]/cars/[slug]/page_client-reference-manifest.js',
      manifest('/(site)/[host]/cars/[slug]/page', ['static/chunks/car.js']),
    )
    write('server/app/(payload)/admin/page_client-reference-manifest.js', manifest('/(payload)/admin/page', ['static/chunks/admin.js']))
    for (const name of ['root', 'car', 'admin', 'dialog']) write(`static/chunks/${name}.js`, `/*${name}*/`)

    expect(addCompileHints(dir)).toEqual({ chunks: 2, changed: 2 })
    const read = (name: string) => readFileSync(path.join(dir, `static/chunks/${name}.js`), 'utf8')
    expect(read('root')).toBe(`${COMPILE_HINT}/*root*/`)
    expect(read('car')).toBe(`${COMPILE_HINT}/*car*/`)
    expect(read('admin')).toBe('/*admin*/')
    expect(read('dialog')).toBe('/*dialog*/')
    expect(addCompileHints(dir)).toEqual({ chunks: 2, changed: 0 })
    expect(read('car')).toBe(`${COMPILE_HINT}/*car*/`)
  })

  test('without a build it says so', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hints-'))
    expect(() => addCompileHints(dir)).toThrow(/build-manifest\.json is missing/)
  })
})
