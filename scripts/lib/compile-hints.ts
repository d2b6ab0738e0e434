import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script whose first
 * line is this comment has all its functions compiled eagerly, and for an async script that is
 * done on a background thread while it streams in.
 *
 * Without it V8 compiles each function on its first call, on the main thread. Turbopack wraps every
 * module in a factory function, and hydration calls every factory of the page's chunks at once: on
 * a car page that lazy compilation was a 40-60 ms task (160-240 ms at Lighthouse's 4x CPU),
 * the largest part of its Total Blocking Time (bench:web; README "Production builds are npm run build").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

interface BuildManifest {
  rootMainFiles?: string[]
}
interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>
}

/**
 * The chunks a dealer site's pages load on arrival: the framework's (`rootMainFiles`) and each
 * site layout's and page's entry chunks. Chunks loaded later (dialogs, gallery, map) and the admin's
 * are left alone: eager compilation of code that may never run would only cost memory and CPU.
 */
export function siteLoadChunks(build: BuildManifest, siteManifests: ClientReferenceManifest[]): string[] {
  const files = new Set(build.rootMainFiles ?? [])
  for (const manifest of siteManifests)
    for (const list of Object.values(manifest.entryJSFiles ?? {})) for (const file of list) files.add(file)
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

/** The script with the hint as its first line; unchanged when it already has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/** A `*_client-reference-manifest.js` file's manifest (it assigns to `globalThis.__RSC_MANIFEST`). */
function readClientReferenceManifest(file: string): ClientReferenceManifest[] {
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } }
  runInNewContext(readFileSync(file, 'utf8'), sandbox)
  return Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})
}

function manifestsUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => path.join(dir, file))
}

/**
 * Puts the hint on the site's load chunks of the production build in `distDir`. Idempotent, so
 * it runs after every build and again before every start (a build made by a bare `next build`
 * gets it too). Returns how many chunks it looked at and how many it changed.
 */
export function addCompileHints(distDir = '.next'): { chunks: number; changed: number } {
  const buildManifest = path.join(distDir, 'build-manifest.json')
  if (!existsSync(buildManifest)) throw new Error(`${buildManifest} is missing: run the production build first`)
  const build = JSON.parse(readFileSync(buildManifest, 'utf8')) as BuildManifest
  const site = manifestsUnder(path.join(distDir, 'server', 'app', '(site)')).flatMap(readClientReferenceManifest)
  const chunks = siteLoadChunks(build, site)
  let changed = 0
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk)
    const source = readFileSync(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted !== source) {
      writeFileSync(file, hinted)
      changed += 1
    }
  }
  return { chunks: chunks.length, changed }
}
