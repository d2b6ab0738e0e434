import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { DASHBOARD_TIME_ZONE } from '@/src/domain/admin/dashboard'
import { inboxWhere, whereQueryString } from '@/src/domain/leads/inbox-filter'
import { LeadsExport } from './LeadsExport'
import { LeadsFilterBar } from './LeadsFilterBar'

const payload = { config: { routes: { admin: '/admin', api: '/api' } } }

/** The list page's query as Next hands it to the component: flat bracketed keys. */
const paramsOf = (filter: Parameters<typeof inboxWhere>[0]) =>
  Object.fromEntries(new URLSearchParams(whereQueryString(inboxWhere(filter, new Date(), DASHBOARD_TIME_ZONE))))

const render = (searchParams: Record<string, string>, Component: typeof LeadsFilterBar | typeof LeadsExport = LeadsFilterBar) =>
  renderToStaticMarkup(createElement(Component as never, { payload, searchParams } as never))

const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"(?: aria-current="true")?[^>]*>([^<]*)<\/a>/g)].map((m) => ({
    text: m[2],
    href: m[1].replace(/&amp;/g, '&'),
    current: m[0].includes('aria-current'),
  }))

const hrefFor = (filter: Parameters<typeof inboxWhere>[0]) => {
  const where = inboxWhere(filter, new Date(), DASHBOARD_TIME_ZONE)
  return where ? `/admin/collections/lead-inbox?${whereQueryString(where)}` : '/admin/collections/lead-inbox'
}

test('nothing chosen: "All" and "Any time" are current; each quick link sets its own filter', () => {
  const all = links(render({}))
  expect(all.filter((l) => l.current).map((l) => l.text)).toEqual(['All', 'Any time'])
  expect(all.find((l) => l.text === 'New')?.href).toBe(hrefFor({ status: 'new' }))
  expect(all.find((l) => l.text === 'Last 7 days')?.href).toBe(hrefFor({ range: '7d' }))
})

test('a chosen filter is marked, and every other link keeps it', () => {
  const html = render(paramsOf({ status: 'contacted', form: 'finance', car: 'Rio', range: 'today' }))
  const all = links(html)
  expect(all.filter((l) => l.current).map((l) => l.text)).toEqual(['Contacted', 'Today'])
  expect(all.find((l) => l.text === 'Won')?.href).toBe(hrefFor({ status: 'won', form: 'finance', car: 'Rio', range: 'today' }))
  expect(all.find((l) => l.text === 'All')?.href).toBe(hrefFor({ form: 'finance', car: 'Rio', range: 'today' }))
  expect(all.find((l) => l.text === 'Last 30 days')?.href).toBe(hrefFor({ status: 'contacted', form: 'finance', car: 'Rio', range: '30d' }))
  // The form keeps the status and range it does not show, and shows the form and car chosen.
  expect(html).toMatch(/<form[^>]* action="\/api\/lead-inbox\/filter" method="get">/)
  expect(html).toContain('<input type="hidden" name="status" value="contacted"/>')
  expect(html).toContain('<input type="hidden" name="range" value="today"/>')
  expect(html).toMatch(/<option value="finance" selected="">/)
  expect(html).toMatch(/name="car"[^>]*value="Rio"/)
  expect(html).toMatch(/<label for="leads-filter-car"/)
})

test('the CSV export carries the list’s where, and says so', () => {
  const filtered = render(paramsOf({ status: 'new' }), LeadsExport)
  expect(links(filtered)[0].href).toBe(`/api/lead-inbox/export.csv?${whereQueryString(inboxWhere({ status: 'new' }, new Date(), 'UTC'))}`)
  expect(filtered).toContain('The leads this list shows')
  const everything = render({ page: '2' }, LeadsExport)
  expect(links(everything)[0].href).toBe('/api/lead-inbox/export.csv')
})
