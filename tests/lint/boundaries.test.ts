// The import boundaries of ARCHITECTURE.md, checked by eslint.config.mjs: each row is a file
// that would break (or keep) a rule, linted as if it were at that path in the repository.
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, { filePath: path.join(root, file) })
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

const refused: [string, string, string, RegExp][] = [
  [
    'domain imports Next',
    'src/domain/inventory/new-rule.ts',
    "import { NextResponse as x } from 'next/server'",
    /src\/domain holds pure rules/,
  ],
  ['domain imports React', 'src/domain/inventory/new-rule.ts', "import { useState as x } from 'react'", /src\/domain holds pure rules/],
  [
    'domain imports Payload',
    'src/domain/inventory/new-rule.ts',
    "import { getPayload as x } from 'payload'",
    /src\/domain holds pure rules|Only src\/cms/,
  ],
  [
    'domain imports search (alias)',
    'src/domain/inventory/new-rule.ts',
    "import { parseFilters as x } from '@/src/search/protocol'",
    /pure rules/,
  ],
  [
    'domain imports search (relative)',
    'src/domain/inventory/new-rule.ts',
    "import { parseFilters as x } from '../../search/protocol'",
    /pure rules/,
  ],
  ['domain imports lib', 'src/domain/inventory/new-rule.ts', "import { isDemoMode as x } from '@/src/lib/env'", /pure rules/],
  [
    'domain imports the demo generator',
    'src/domain/inventory/new-rule.ts',
    "import { generateVehicles as x } from '@/src/demo/inventory'",
    /pure rules/,
  ],
  ['a route reads Payload itself', 'src/app/api/new/route.ts', "import { getPayload as x } from 'payload'", /Only src\/cms/],
  ['a route imports the Payload config', 'src/app/api/new/route.ts', "import x from '@payload-config'", /@payload-config/],
  [
    'a route reaches into the PostgreSQL engine',
    'src/app/api/new/route.ts',
    "import { sharedInventoryDb as x } from '@/src/search/engine/postgres/pool'",
    /facade/,
  ],
  ['a component reads the database', 'src/components/search/New.tsx', "import { Pool as x } from 'pg'", /Components do no data access/],
  [
    'a component calls src/cms',
    'src/components/search/New.tsx',
    "import { getTenantByHost as x } from '@/src/cms/tenants'",
    /Components do no data access/,
  ],
  [
    'a component runs the server search',
    'src/components/search/New.tsx',
    "import { serverSearch as x } from '@/src/search/server'",
    /Components do no data access/,
  ],
  [
    'a block component imports a collection',
    'blocks/Hero/New.tsx',
    "import { link as x } from '@/collections/_fields/link'",
    /Components do no data access/,
  ],
  // Upward imports: a lower layer reaching a higher one (default: 'disallow').
  ['lib imports search', 'src/lib/new.ts', "import { parseFilters as x } from '@/src/search/protocol'", /lib may not import/],
  ['lib imports api', 'src/lib/new.ts', "import { readiness as x } from '@/src/api/readiness'", /lib may not import/],
  ['search imports api', 'src/search/http/new.ts', "import { createShopperRoutes as x } from '@/src/api/account'", /search may not import/],
  [
    'cms imports a component',
    'src/cms/new.ts',
    "import { CarCard as x } from '@/src/components/search/CarCard/CarCard'",
    /cms may not import/,
  ],
  ['api imports cms', 'src/api/new.ts', "import { getTenantByHost as x } from '@/src/cms/tenants'", /api may not import/],
  [
    'a component imports server lib code',
    'src/components/search/New.tsx',
    "import { isDemoMode as x } from '@/src/lib/env'",
    /components may not import/,
  ],
  [
    'the browser search client imports the server engine',
    'src/search/client/new.ts',
    "import { findCarBySlug as x } from '@/src/search/engine'",
    /search-client may not import/,
  ],
  ['a collection imports a page', 'collections/New/index.ts', "import x from '@/src/app/(site)/[host]/page'", /collections may not import/],
  [
    'domain takes a type from search',
    'src/domain/inventory/new-rule.ts',
    "import type { QueryRequest as x } from '@/src/search/protocol'",
    /pure rules/,
  ],
  [
    'templates import cms',
    'tenants/templates/new.ts',
    "import { applySiteContent as x } from '@/src/cms/site-content'",
    /templates may not import/,
  ],
]

const allowed: [string, string, string][] = [
  ['domain imports zod', 'src/domain/inventory/new-rule.ts', "import { z as x } from 'zod'"],
  ['domain imports domain', 'src/domain/inventory/new-rule.ts', "import { formatMoney as x } from '@/src/domain/finance/money'"],
  ['src/cms reads Payload', 'src/cms/new.ts', "import { getPayload as x } from 'payload'"],
  [
    'a collection imports Payload types and domain rules',
    'collections/New/index.ts',
    "import { canEditTenant as x } from '@/collections/_access'",
  ],
  ['a block config imports a shared field', 'blocks/Hero/config.ts', "import { link as x } from '@/collections/_fields/link'"],
  ['a route uses the search facade', 'src/app/api/new/route.ts', "import { findCarBySlug as x } from '@/src/search/engine'"],
  ['a page uses the server search', 'src/app/(site)/[host]/new/page.tsx', "import { firstListingPage as x } from '@/src/search/server'"],
  ['a component takes a type from src/cms', 'src/components/layout/New.tsx', "import type { DemoSite as x } from '@/src/cms/tenants'"],
  [
    'a client component uses the search client',
    'src/components/search/New.client.tsx',
    "import { createSearchClient as x } from '@/src/search/client/search-client'",
  ],
  ['the search engine uses its PostgreSQL module', 'src/search/engine/new.ts', "import { sharedInventoryDb as x } from './postgres/pool'"],
  ['lib imports domain', 'src/lib/new.ts', "import { normaliseHost as x } from '@/src/domain/host/normalise-host'"],
  ['search imports lib', 'src/search/http/new.ts', "import { tenantFromRequest as x } from '@/src/lib/tenant-request'"],
  ['a component takes a type from lib', 'src/components/search/New.tsx', "import type { AnalyticsData as x } from '@/src/lib/env'"],
  ['a route wires api handlers to cms', 'src/app/api/new/route.ts', "import { createShopperRoutes as x } from '@/src/api/account'"],
  [
    'a unit test beside its code uses a test helper',
    'src/search/new.test.ts',
    "import { algoliaRecorder as x } from '@/tests/helpers/algolia'",
  ],
  ['tests reach anything', 'tests/int/new.test.ts', "import { sharedInventoryDb as x } from '@/src/search/engine/postgres/pool'"],
]

describe('import boundaries (ARCHITECTURE.md, enforced by eslint.config.mjs)', () => {
  test.each(refused)('refuses: %s', async (_name, file, code, message) => {
    const errors = await boundaryErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })
  test.each(allowed)('allows: %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })
})
