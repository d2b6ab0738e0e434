// Rate limits counted in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres: one atomic
// upsert per request), so they hold across app processes. Only while PostgreSQL cannot be
// reached does a per-process in-memory counter stand in, so limits still apply, if looser.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { databaseUrl } from '../env'
import { type Policy, type PolicyName, type PolicyOverrides, resolvePolicies } from './policies'
import { RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, createRateLimitPool, ensureRateLimitTable } from './store'

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one request (or `points`) for `key`; refused once the policy's points are used up. */
  limit(policy: PolicyName, key: string, points?: number): Promise<LimitResult>
  /** Whether the next request would be refused, without counting one. */
  peek(policy: PolicyName, key: string): Promise<LimitResult>
  /** Gives back one counted request (e.g. a login that turned out to succeed). */
  refund(policy: PolicyName, key: string): Promise<void>
  /** Forgets everything counted for `key`. */
  reset(policy: PolicyName, key: string): Promise<void>
  readonly policies: Readonly<Record<PolicyName, Policy>>
  close(): Promise<void>
}

export interface RateLimiterOptions {
  /** Shorter windows or fewer points, e.g. in tests; defaults are POLICIES. */
  policies?: PolicyOverrides
  /** A pool to count in (not closed by close()); else one on `databaseUrl`. */
  pool?: pg.Pool
  databaseUrl?: string
}

type Store = { db: RateLimiterPostgres; memory: RateLimiterMemory }

/** Keys are hashed: the table holds no e-mail addresses or IPs, and no key is too long. */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url')

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

const RETRY_TABLE_AFTER_MS = 10_000

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const policies = resolvePolicies(options.policies)
  const ownPool = !options.pool
  const pool = options.pool ?? createRateLimitPool(options.databaseUrl ?? databaseUrl())
  const stores = new Map<PolicyName, Store>()
  let table: Promise<boolean> | null = null
  let tableFailedAt = 0

  // Until the table exists (first use, or PostgreSQL unreachable) the in-memory counter answers;
  // creation is retried at most every RETRY_TABLE_AFTER_MS.
  async function tableReady(): Promise<boolean> {
    if (!table && Date.now() - tableFailedAt < RETRY_TABLE_AFTER_MS) return false
    table ??= ensureRateLimitTable(pool).then(
      () => true,
      (error) => {
        console.error('Rate limits: PostgreSQL unavailable, counting in memory for now:', (error as Error).message)
        tableFailedAt = Date.now()
        table = null
        return false
      },
    )
    return table
  }

  function store(name: PolicyName): Store {
    let s = stores.get(name)
    if (!s) {
      const { name: keyPrefix, points, durationSeconds: duration } = policies[name]
      const memory = new RateLimiterMemory({ keyPrefix, points, duration })
      const db = new RateLimiterPostgres({
        storeClient: pool,
        schemaName: RATE_LIMIT_SCHEMA,
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix,
        points,
        duration,
        insuranceLimiter: memory,
      })
      s = { db, memory }
      stores.set(name, s)
    }
    return s
  }

  const backend = async (name: PolicyName) => ((await tableReady()) ? store(name).db : store(name).memory)

  return {
    policies,
    async limit(name, key, points = 1) {
      try {
        await (await backend(name)).consume(storedKey(key), points)
        return { ok: true }
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: retryAfter(outcome) }
        throw outcome
      }
    },
    async peek(name, key) {
      const res = await (await backend(name)).get(storedKey(key))
      return res && res.consumedPoints >= policies[name].points ? { ok: false, retryAfterSeconds: retryAfter(res) } : { ok: true }
    },
    async refund(name, key) {
      const limiter = await backend(name)
      const res = await limiter.get(storedKey(key))
      // Never below zero: a refund after the window ended would start the next one in credit.
      if (res && res.consumedPoints > 0) await limiter.reward(storedKey(key), 1)
    },
    async reset(name, key) {
      await (await backend(name)).delete(storedKey(key))
    },
    async close() {
      if (ownPool) await pool.end()
    },
  }
}

let shared: RateLimiter | null = null

/** The process-wide limiter on DATABASE_URL. */
export function rateLimiter(): RateLimiter {
  shared ??= createRateLimiter()
  return shared
}

/** Replaces the process-wide limiter (tests use short windows); null goes back to the default. */
export function setRateLimiter(limiter: RateLimiter | null): void {
  shared = limiter
}
