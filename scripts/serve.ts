/**
 * `npm start`: serves the production build (scripts/lib/web-server.ts) on PORT (default 3000),
 * in place of `next start`. On SIGTERM or SIGINT it drains: readiness answers 503, requests and
 * deliveries in flight finish within SHUTDOWN_GRACE_SECONDS (25 s by default), then it exits 0.
 */
import { shutdownGraceMs } from '@/src/lib/env'
import { startWebServer } from './lib/web-server'

const port = Number(process.env.PORT ?? 3000)

startWebServer({ port })
  .then(({ close }) => {
    console.log(`Ready on http://localhost:${port}`)
    let stopping = false
    const stop = (signal: string) => {
      if (stopping) return
      stopping = true
      const started = Date.now()
      console.log(`${signal}: draining (up to ${shutdownGraceMs / 1000} s for requests and deliveries in flight)`)
      // A last resort if closing itself hangs: never outlive the grace period by much.
      setTimeout(() => process.exit(1), shutdownGraceMs + 5000).unref()
      close(shutdownGraceMs)
        .then(({ finished, abandoned }) => {
          const took = ((Date.now() - started) / 1000).toFixed(1)
          console.log(
            finished
              ? `Stopped after ${took} s: everything in flight finished`
              : `Stopped after ${took} s: ${abandoned} request(s) cut off`,
          )
          process.exit(finished ? 0 : 1)
        })
        .catch((error: unknown) => {
          console.error('Stopping failed:', error)
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
