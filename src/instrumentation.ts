/**
 * Runs once when a Next server starts (`next start`, `next dev`; never during `next build`).
 * - A production server without PAYLOAD_SECRET, or with a malformed environment, refuses to
 *   start (security finding 4), instead of signing with a guessable key or failing later.
 * - Each request's X-Forwarded-For gets the socket's address appended before Next reads it
 *   (finding 11; src/lib/client-ip.ts explains why Next's own handling is not enough).
 */
export async function register() {
  // Node.js only, and the imports inside the branch, so an edge bundle never includes them.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    try {
      const { startupProblem, env } = await import('./lib/env') // importing it validates the environment
      const problem = startupProblem({ NODE_ENV: env.NODE_ENV, PAYLOAD_SECRET: env.PAYLOAD_SECRET, NEXT_PHASE: process.env.NEXT_PHASE })
      if (problem) throw new Error(problem)
    } catch (error) {
      // Exit rather than throw: `next start` (16.x) runs register() from a prepare() whose failure
      // it only logs, then keeps listening and answers every request with a 500.
      console.error(`Refusing to start: ${(error as Error).message}`)
      process.exit(1)
    }
    const { installPeerAddressShim } = await import('./lib/client-ip')
    installPeerAddressShim()
  }
}
