import type { Pool, PoolClient } from 'pg'

/** A pool or a client inside a transaction. */
export type Queryable = Pool | PoolClient
