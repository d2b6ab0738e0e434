// The engine the search route uses: the local PostgreSQL engine on the app's database. In
// Algolia mode the browser queries Algolia directly; this route stays as the fallback.
import type { FilterNode } from '@/src/domain/inventory/filter-ast'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { createPostgresEngine } from './postgres/engine'
import { findRecordBySlug } from './postgres/lookup'
import { sharedInventoryDb } from './postgres/pool'
import type { SearchEngine } from './types'

export type { SearchEngine } from './types'

let engine: SearchEngine | null = null

export function defaultSearchEngine(): SearchEngine {
  engine ??= createPostgresEngine(sharedInventoryDb())
  return engine
}

/** One car by its slug, inside a site's stock filter (vehicle page, price comparison). */
export function findCarBySlug(slug: string, scope: FilterNode | null): Promise<SearchRecord | null> {
  return findRecordBySlug(sharedInventoryDb(), slug, scope)
}
