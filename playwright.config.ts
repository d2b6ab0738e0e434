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
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
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
