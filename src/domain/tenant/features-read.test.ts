import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { FEATURE_KEYS, comingSoonOf } from './features'

/**
 * DESIGN convention 12: a feature switch that no code reads is a defect. Every switch is read
 * by product code (`features.key`, or destructured from `...features`), or marked "coming
 * soon" with the part that will read it; a marked switch that code already reads must drop
 * the mark.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const SKIP = /(\.test\.tsx?$|[\\/]src[\\/]domain[\\/]tenant[\\/](features|tenant-config)\.ts$|[\\/]collections[\\/]Tenants[\\/]fields\.ts$)/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full)
    return /\.tsx?$/.test(entry.name) && !SKIP.test(full) ? [full] : []
  })
}

const code = ['src', 'blocks', 'collections'].flatMap((dir) => sources(path.join(ROOT, dir))).map((file) => readFileSync(file, 'utf8'))

export function readsFeature(text: string, key: string): boolean {
  if (new RegExp(`features\\??\\.${key}\\b`).test(text)) return true
  return new RegExp(`\\{[^}]*\\b${key}\\b[^}]*\\}\\s*=\\s*[\\w.?]*features\\b`).test(text)
}

describe('feature switches do something (DESIGN convention 12)', () => {
  test('the rule recognises a read and ignores a mention', () => {
    expect(readsFeature('if (tenant.features.compare) x()', 'compare')).toBe(true)
    expect(readsFeature('const { a, compare } = tenant.features', 'compare')).toBe(true)
    expect(readsFeature('function compare(a, b) {}', 'compare')).toBe(false)
    expect(readsFeature("Pick<TenantConfig['features'], 'compare'>", 'compare')).toBe(false)
  })

  test.each(FEATURE_KEYS)('%s is read by product code, or marked coming soon (and not both)', (key) => {
    const read = code.some((text) => readsFeature(text, key))
    expect({ key, read, comingSoon: Boolean(comingSoonOf(key)) }).toEqual({ key, read, comingSoon: !read })
  })
})
