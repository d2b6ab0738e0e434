/**
 * The server's own scripts as plain JavaScript for the production image (no TypeScript loader at
 * run time), in dist/server:
 * - serve.mjs, npm start's server, runs in Next's standalone tree, whose node_modules hold only
 *   what Next traced: everything but `next` is bundled into it (compression, zod, our code);
 * - migrate.mjs, the one-shot migration job, runs beside the production dependencies: only our
 *   code (the Payload config, the migrations) is bundled.
 */
import { type BuildOptions, type Plugin, build } from 'esbuild'

/** Next's subpath modules (next/cache, next/server) have no exports map: ESM must name the file. */
const nextSubpaths: Plugin = {
  name: 'next-subpaths',
  setup(build) {
    build.onResolve({ filter: /^next\/[\w/-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }))
  },
}

const common: BuildOptions = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [nextSubpaths],
  // Packages written as CommonJS, bundled into ESM, may call require(): give them one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
}

export async function compileServer(outdir = 'dist/server'): Promise<void> {
  await Promise.all([
    build({ ...common, entryPoints: { serve: 'scripts/serve.ts' }, outdir, external: ['next', 'next/*'] }),
    build({ ...common, entryPoints: { migrate: 'scripts/migrate.ts' }, outdir, packages: 'external' }),
  ])
}
