// The demo dealers state one set of facts: every phone number their pages, menus and settings
// show is one of their locations' or staff members' direct lines (or a line no location has, such
// as roadside assistance), the site's main number is the primary location's or a national
// 13/1300/1800 line, the address comes from the Locations collection, and a count of locations in
// the copy is the real count.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const DIR = path.join(process.cwd(), 'tenants/demo')
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

interface DemoSite {
  tenant: { slug: string; phones?: Record<string, string> }
  content: {
    locations: { name: string; primary?: boolean; phone?: string }[]
    team?: { phone?: string }[]
    settings?: { contacts?: { label: string; number: string }[]; copy?: Record<string, unknown> }
  }
}

const digits = (number: string) => number.replace(/\D/g, '')
/** Australian numbers as the copy writes them: 02 9630 1100, 1300 555 726, 13 22 11. */
const PHONE = /\b(?:0[2378](?:\s?\d){8}|1[38]00(?:\s?\d){6}|13(?:\s?\d){4})\b/g

const sites = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as DemoSite)

describe.each(sites.map((site) => [site.tenant.slug, site] as const))('%s', (_slug, site) => {
  const { locations, settings } = site.content
  const locationNumbers = locations.map((l) => digits(l.phone ?? ''))
  const own = new Set([
    ...locationNumbers,
    ...(site.content.team ?? []).map((m) => digits(m.phone ?? '')),
    ...Object.values(site.tenant.phones ?? {}).map(digits),
    ...(settings?.contacts ?? []).map((c) => digits(c.number)),
  ])

  test('every number shown is the site’s own', () => {
    const text = JSON.stringify({ ...site.content, locations: [], team: [] })
    const stray = [...text.matchAll(PHONE)].map((m) => m[0]).filter((n) => !own.has(digits(n)))
    expect(stray).toEqual([])
  })

  test('the main number is the primary location’s, or a national line', () => {
    const main = digits(site.tenant.phones?.default ?? '')
    const primary = locations.find((l) => l.primary) ?? locations[0]
    expect(main === digits(primary.phone ?? '') || /^1[38]?00|^13/.test(main), main).toBe(true)
  })

  test('the settings’ extra numbers are ones no location has', () => {
    for (const contact of settings?.contacts ?? []) expect(locationNumbers).not.toContain(digits(contact.number))
  })

  test('the address comes from the locations, not a second copy in the settings', () => {
    expect(settings?.copy?.address).toBeUndefined()
    expect(settings?.copy?.openingHoursSummary).toBeUndefined()
  })

  test('a count of locations in the copy is the real count', () => {
    const text = JSON.stringify(site.content).toLowerCase()
    for (const [, count] of text.matchAll(/\b(\w+)\+? (?:[a-z]+ )?locations\b/g)) {
      const value = /^\d+$/.test(count) ? Number(count) : NUMBER_WORDS.indexOf(count)
      if (value >= 0) expect(value, `"${count} locations"`).toBe(locations.length)
    }
  })
})
