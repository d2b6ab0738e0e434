import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './tests/helpers/chromium'

const PORT = process.env.E2E_PORT ?? '3100'

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording every test's trace cost 15%
    // of the stage's time and 20% of its CPU here, for traces nobody opens when tests pass. A
    // failure still leaves its page's accessibility snapshot (error-context.md) and message.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
  },
  webServer: {
    // Lexical resolved to its build directly: an import of the Payload config through its
    // `*.node.mjs` wrappers sometimes never settles on Node 20 (docs/demo-startup.md).
    command: 'node --conditions=development --import tsx scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/api/users/me`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Without this Playwright SIGKILLs the server's process group, and e2e-server.ts never drops
    // its database: every run left a dealer_e2e_* database behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
