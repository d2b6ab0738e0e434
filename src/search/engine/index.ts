// The engine the search route uses: the local PostgreSQL engine on the app's database. In
// Algolia mode the browser queries Algolia directly; this route stays as the fallback.
import { createPostgresEngine } from './postgres/engine'
import { sharedInventoryDb } from './postgres/pool'
import type { SearchEngine } from './types'

export type { EngineResult, SearchEngine } from './types'

let engine: SearchEngine | null = null

export function defaultSearchEngine(): SearchEngine {
  engine ??= createPostgresEngine(sharedInventoryDb())
  return engine
}
