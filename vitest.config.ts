import path from 'node:path'
import { defineConfig } from 'vitest/config'

// '@payload-config' as in tsconfig, so int tests can call route handlers that reach src/cms.
const alias = { '@': path.resolve(import.meta.dirname), '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts') }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'collections/**/*.test.ts',
            'blocks/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/helpers/unit-env.ts'],
          // Files share a worker's module graph instead of loading it afresh each (about 5x
          // faster: 47 s -> 10 s on a 2-core host). Tests keep no state between files beyond
          // module caches; a shuffled order (--sequence.shuffle.files) passes as the sorted one.
          // Spies (console.error silenced in a test) are undone after each test, not left to the
          // next file.
          pool: 'threads',
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One file at a time in one worker that keeps its modules (Payload is started once, not
          // once per file): import time 210 s -> 10 s, the stage 398 s -> 197 s on 2 cores. So a
          // file leaves nothing behind: spies are undone after each test, a setter it calls is
          // reset in its afterAll, and a vi.mock is written to end with its file.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          // Real app processes of the production build (run after `npm run build`): scale-out checks.
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-env.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
