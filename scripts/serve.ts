/**
 * `npm start`: serves the production build (scripts/lib/web-server.ts) on PORT (default 3000),
 * in place of `next start`. On SIGTERM or SIGINT it drains: readiness answers 503, requests and
 * deliveries in flight finish within SHUTDOWN_GRACE_SECONDS (25 s by default), then it exits 0.
 */
import { startWebServer } from './lib/web-server'

const port = Number(process.env.PORT ?? 3000)

startWebServer({ port })
  .then(async ({ close }) => {
    // Loaded after the server set the environment up (NODE_ENV): both read it when first loaded.
    const [{ logger }, { shutdownGraceMs }] = await Promise.all([import('@/src/lib/logger'), import('@/src/lib/env')])
    // A JSON line like every other (the demo waits for "Ready" in it).
    logger.info({ port }, `Ready on http://localhost:${port}`)
    let stopping = false
    const stop = (signal: string) => {
      if (stopping) return
      stopping = true
      const started = Date.now()
      logger.info({ signal }, `${signal}: draining (up to ${shutdownGraceMs / 1000} s for requests and deliveries in flight)`)
      // A last resort if closing itself hangs: never outlive the grace period by much.
      setTimeout(() => process.exit(1), shutdownGraceMs + 5000).unref()
      close(shutdownGraceMs)
        .then(({ finished, abandoned }) => {
          const took = ((Date.now() - started) / 1000).toFixed(1)
          if (finished) logger.info(`Stopped after ${took} s: everything in flight finished`)
          else logger.warn({ abandoned }, `Stopped after ${took} s: ${abandoned} request(s) cut off`)
          logger.flush()
          process.exit(finished ? 0 : 1)
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'Stopping failed')
          process.exit(1)
        })
    }
    process.on('SIGTERM', () => stop('SIGTERM'))
    process.on('SIGINT', () => stop('SIGINT'))
  })
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
