/**
 * The server's own scripts as plain JavaScript for the production image (no TypeScript loader at
 * run time): `dist/server/serve.mjs` (npm start's server) and `dist/server/migrate.mjs` (the
 * migrations). Our code is bundled; every package stays an import of node_modules.
 */
import { build } from 'esbuild'

export async function compileServer(outdir = 'dist/server'): Promise<void> {
  await build({
    entryPoints: { serve: 'scripts/serve.ts', migrate: 'scripts/migrate.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    jsx: 'automatic',
    logLevel: 'warning',
    // Packages written as CommonJS, imported from ESM, sometimes call require(); give them one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  })
}
