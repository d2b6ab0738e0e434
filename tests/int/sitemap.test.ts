// A dealer site's sitemap lists its own pages, listing paths and visible cars only.
import { beforeAll, describe, expect, test } from 'vitest'
import { carCount, carEntries, siteEntries } from '@/src/app/(site)/[host]/sitemap-data'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { matches } from '@/src/search/protocol'
import { HARBOUR, loadDemoStock } from '../helpers/demo-stock'

let harbour: TenantConfig
let group: TenantConfig
let records: SearchRecord[]

beforeAll(async () => {
  ;({ harbour, group, records } = await loadDemoStock())
})

const visiblePaths = (tenant: TenantConfig) =>
  records
    .filter((r) => matches(tenantInventoryFilter(tenant, new Date()), r))
    .map((r) => r.path)
    .sort()

describe('sitemap data', () => {
  test("the car entries are exactly the cars the site shows, none of another dealer's", async () => {
    const own = visiblePaths(harbour)
    expect(await carCount(harbour)).toBe(own.length)
    const listed = (await carEntries(harbour, 1)).map((e) => e.path).sort()
    expect(listed).toEqual(own)
    const theirs = new Set(visiblePaths(group))
    expect(listed.filter((p) => theirs.has(p) && !own.includes(p))).toEqual([])
    expect((await carEntries(harbour, 1)).every((e) => typeof e.lastModified === 'string')).toBe(true)
  })

  test('a page past the stock is empty', async () => {
    expect(await carEntries(harbour, 2)).toEqual([])
  })

  test("the site entries are the site's published pages and its listing paths", async () => {
    const paths = (await siteEntries(harbour, HARBOUR)).map((e) => e.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/search')
    expect(paths).toContain('/special-offers')
    expect(paths.some((p) => p.startsWith('/manufacturers/'))).toBe(true)
    expect(paths).toEqual(expect.arrayContaining(['/dealerships', '/locations/harbour-city-parramatta', '/search/harbour-city-parramatta']))
    expect(paths.filter((p) => p.startsWith('/locations/'))).toHaveLength(3)
    // Every Harbour City location has visible staff in the demo, so each has a team page.
    expect(paths).toEqual(expect.arrayContaining(['/teams', '/teams/harbour-city-parramatta', '/teams/harbour-city-newcastle']))
    expect(paths.filter((p) => p.startsWith('/teams/'))).toHaveLength(3)
    expect(paths).toEqual(expect.arrayContaining(['/blog', '/blog/buyer-advice', '/blog/how-to-buy-a-used-car']))
    expect(paths.some((p) => p.includes('southern-cross'))).toBe(false)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.every((p) => p.startsWith('/') && !p.startsWith('//'))).toBe(true)
  })
})
