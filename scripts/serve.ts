/**
 * `npm start`: serves the production build (scripts/lib/web-server.ts) on PORT (default 3000),
 * in place of `next start`. Stops on SIGTERM or SIGINT.
 */
import { startWebServer } from './lib/web-server'

const port = Number(process.env.PORT ?? 3000)

startWebServer({ port })
  .then(async ({ close }) => {
    // A JSON line like every other (the demo waits for "Ready" in it); loaded after the server set the environment up.
    const { logger } = await import('@/src/lib/logger')
    logger.info({ port }, `Ready on http://localhost:${port}`)
    let stopping = false
    const stop = () => {
      if (stopping) return
      stopping = true
      // Open keep-alive connections would hold close() up: give it a moment, then go.
      setTimeout(() => process.exit(0), 3000).unref()
      void close().finally(() => process.exit(0))
    }
    process.on('SIGTERM', stop)
    process.on('SIGINT', stop)
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
