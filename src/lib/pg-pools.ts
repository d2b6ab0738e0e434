// The server's PostgreSQL pools must outlive a dropped idle connection. When the server ends a
// connection the pool holds idle (a restart or failover, pg_terminate_backend, a proxy's idle
// timeout), pg emits the error on the pool, and an 'error' event nobody listens to is thrown:
// the whole Next server process would exit. With a listener the dropped client is already out of
// the pool and the next query opens a fresh connection.
import pg from 'pg'

/** Makes `pool` log a dropped idle connection instead of crashing the process; returns it. */
export function survivingDroppedConnections<P extends pg.Pool>(pool: P, name: string): P {
  pool.on('error', (error) => console.warn(`[${name} database pool] an idle connection was dropped: ${error.message}`))
  return pool
}

/** The pg module as Payload's adapter uses it (`postgresAdapter({ pg })`): it builds its own pools, and these survive. */
export const pgForPayload: typeof pg = {
  ...pg,
  Pool: class PayloadPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config)
      survivingDroppedConnections(this, 'payload')
    }
  },
}
