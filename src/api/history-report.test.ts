import { describe, expect, test, vi } from 'vitest'
import type { SearchRecord } from '@/src/domain/inventory/search-record'
import { parseTenantConfig, type TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type HistoryReportDeps, NO_SUCH_FILE, createHistoryReportHandler } from './history-report'
import { logger } from '@/src/lib/logger'

function tenant(slug: string): TenantConfig {
  const parsed = parseTenantConfig({ id: slug, slug, name: slug, domains: [`${slug}.localhost`] })
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.tenant
}

const SITE = tenant('harbour')
/** The one car the site shows with a report: stock HCM10042. */
const REPORTED = '/api/inventory-files/history-HCM10042.pdf'

function setup(overrides: Partial<HistoryReportDeps> = {}) {
  const drawn: string[] = []
  const looked: string[] = []
  const deps: HistoryReportDeps = {
    demo: true,
    findTenant: async (host) => (host === 'harbour.localhost' ? SITE : null),
    reportStock: (name) => /^history-([A-Z]{1,8}\d{5,7})\.pdf$/.exec(name)?.[1] ?? null,
    reportUrl: (stock) => `/api/inventory-files/history-${stock}.pdf`,
    findCarByFile: async (url) => {
      looked.push(url)
      return url === REPORTED ? ({ objectID: 'harbour:1', slug: 'a-car' } as SearchRecord) : null
    },
    render: async (stock) => {
      drawn.push(stock)
      return Buffer.from(`%PDF ${stock}`)
    },
    now: () => new Date('2026-11-23T00:00:00Z'),
    ...overrides,
  }
  const handle = createHistoryReportHandler(deps)
  const get = (file: string, host = 'harbour.localhost') =>
    handle(new Request(`http://${host}/api/inventory-files/${file}`, { headers: { host } }), file)
  return { get, drawn, looked }
}

describe('demo history reports', () => {
  test('a report of a car the site shows is drawn once, then served from memory, with a long-lived cache header', async () => {
    const { get, drawn } = setup()
    const answers = await Promise.all([get('history-HCM10042.pdf'), get('history-HCM10042.pdf')])
    const again = await get('history-HCM10042.pdf')
    for (const response of [...answers, again]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
      expect(await response.text()).toBe('%PDF HCM10042')
    }
    expect(drawn).toEqual(['HCM10042'])
  })

  test.each([
    ['a made-up stock number', 'history-HCM99999.pdf', 'harbour.localhost'],
    ['a real report asked on another host', 'history-HCM10042.pdf', 'nobody.localhost'],
    ['a name that is no report', 'history-../../x.pdf', 'harbour.localhost'],
  ])('%s: 404 with a message, nothing drawn', async (_name, file, host) => {
    const { get, drawn } = setup()
    const response = await get(file, host)
    expect(response.status).toBe(404)
    expect((await response.json()).error).toMatch(/\w/)
    expect(drawn).toEqual([])
  })

  test('outside demo mode there are no sample reports: 404, nothing looked up or drawn', async () => {
    const { get, drawn, looked } = setup({ demo: false })
    const response = await get('history-HCM10042.pdf')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: NO_SUCH_FILE })
    expect([drawn, looked]).toEqual([[], []])
  })

  test('a failed drawing is a 503 with a message, and is tried again next time', async () => {
    let fail = true
    vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const { get } = setup({
      render: async (stock) => {
        if (fail) throw new Error('font missing')
        return Buffer.from(stock)
      },
    })
    const failed = await get('history-HCM10042.pdf')
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect((await failed.json()).error).toMatch(/\w/)
    fail = false
    expect((await get('history-HCM10042.pdf')).status).toBe(200)
  })
})
