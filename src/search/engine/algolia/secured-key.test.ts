import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { tenantConfigSchema } from '@/src/domain/tenant/tenant-config'
import { parseFilters, printFilter } from '@/src/search/protocol'
import { tenantInventoryFilter } from '@/src/domain/inventory/tenant-filter'
import { generateSecuredApiKey, tenantSearchKey } from './secured-key'

describe('secured, tenant-filtered search keys (Algolia secured API key format)', () => {
  const restrictions = {
    filters: 'dealership_slug:a AND NOT make:"Land Rover"',
    validUntil: 1773561600,
    restrictIndices: ['cars', 'cars_latest'],
  }

  test('matches the recorded key for fixed restrictions', () => {
    expect(generateSecuredApiKey('parent-search-key', restrictions)).toBe(
      'OTFhY2ZkN2U2NmUxYzUzYzBiYWQ4ZTBhODJkOWE0OWJmMGU3N2U2ZDBmMjMwYmU1ZDdjYWZhYTU2N2VhMjRkNmZpbHRlcnM9ZGVhbGVyc2hpcF9zbHVnJTNBYSUyMEFORCUyME5PVCUyMG1ha2UlM0ElMjJMYW5kJTIwUm92ZXIlMjImcmVzdHJpY3RJbmRpY2VzPWNhcnMlMkNjYXJzX2xhdGVzdCZ2YWxpZFVudGlsPTE3NzM1NjE2MDA=',
    )
  })

  test('is base64(hex HMAC-SHA256(parent key, sorted url-encoded params) + params)', () => {
    const decoded = Buffer.from(generateSecuredApiKey('parent-search-key', restrictions), 'base64').toString()
    const params =
      'filters=dealership_slug%3Aa%20AND%20NOT%20make%3A%22Land%20Rover%22&restrictIndices=cars%2Ccars_latest&validUntil=1773561600'
    expect(decoded.slice(64)).toBe(params)
    expect(decoded.slice(0, 64)).toBe(createHmac('sha256', 'parent-search-key').update(params).digest('hex'))
  })

  test('a site key embeds the tenant filter as of the start of the hour and expires two hours later', () => {
    const tenant = tenantConfigSchema.parse({
      id: 1,
      slug: 'harbour',
      name: 'H',
      domains: ['h.test'],
      inventory: { excludedMakes: ['Kia'] },
    })
    const now = new Date('2026-03-15T10:42:00Z')
    const { key, validUntil } = tenantSearchKey('parent-search-key', tenant, now)
    const hour = Date.parse('2026-03-15T10:00:00Z') / 1000
    expect(validUntil).toBe(hour + 7200)
    const params = new URLSearchParams(Buffer.from(key, 'base64').toString().slice(64))
    const filters = params.get('filters')!
    expect(filters).toBe(printFilter(tenantInventoryFilter(tenant, new Date(hour * 1000))))
    expect(parseFilters(filters).ok).toBe(true)
    expect(filters).toContain('NOT make:Kia')
    expect(params.get('restrictIndices')).toBe('cars,cars_latest,cars_price_asc,cars_price_desc,cars_km_asc,cars_subscription_price_asc')
  })
})
