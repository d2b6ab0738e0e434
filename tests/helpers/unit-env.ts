import { AsyncLocalStorage } from 'node:async_hooks'

// Unit files share their worker's modules (vitest.config.ts: isolate off), so a file that loads
// Next's server code leaves Next's patches of node:crypto and Date in place for the files after
// it. Those patches read Next's request storage, which needs the AsyncLocalStorage global that
// Next's own server sets before anything else (next/dist/server/node-environment-baseline).
// Without it a later file's createHmac threw "AsyncLocalStorage accessed in runtime where it is
// not available", depending on which files had run before it in the same worker.
const globals = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }
globals.AsyncLocalStorage ??= AsyncLocalStorage
