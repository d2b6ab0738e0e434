import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

/**
 * Our patches to dependencies (patches/, applied by `npm install` through patch-package; why
 * each exists: patches/README.md). Each is for the version installed, and is in place: every
 * file it changes holds each hunk's new text, and none of its old.
 */
const patches = readdirSync('patches').filter((name) => name.endsWith('.patch'))

interface Hunk {
  before: string
  after: string
}

/** The files of a patch (paths from the app's root) and each hunk's text before and after. */
function filesOf(patch: string): Map<string, Hunk[]> {
  const files = new Map<string, Hunk[]>()
  let hunks: Hunk[] = []
  let hunk: { before: string[]; after: string[] } | null = null
  const close = () => {
    if (hunk) hunks.push({ before: hunk.before.join('\n'), after: hunk.after.join('\n') })
    hunk = null
  }
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) close()
    else if (line.startsWith('+++ b/')) files.set(line.slice('+++ b/'.length), (hunks = []))
    else if (line.startsWith('@@')) {
      close()
      hunk = { before: [], after: [] }
    } else if (hunk && line.startsWith(' ')) {
      hunk.before.push(line.slice(1))
      hunk.after.push(line.slice(1))
    } else if (hunk && line.startsWith('-')) hunk.before.push(line.slice(1))
    else if (hunk && line.startsWith('+')) hunk.after.push(line.slice(1))
  }
  close()
  return files
}

describe('dependency patches (patches/)', () => {
  test('there is one for @payloadcms/ui (payload#17676)', () => expect(patches).toContain('@payloadcms+ui+3.90.1.patch'))

  test.each(patches)('%s is for the installed version, and is in place', (name) => {
    const [, pkg, version] = /^(.+)\+([^+]+)\.patch$/.exec(name)!
    const installed = JSON.parse(readFileSync(`node_modules/${pkg.replace('+', '/')}/package.json`, 'utf8'))
    expect(installed.version, `installed ${installed.name}: remake the patch for this version (patches/README.md)`).toBe(version)

    const files = filesOf(readFileSync(`patches/${name}`, 'utf8'))
    expect(files.size).toBeGreaterThan(0)
    for (const [path, hunks] of files) {
      expect(path.startsWith(`node_modules/${installed.name}/`), path).toBe(true)
      const text = readFileSync(path, 'utf8')
      expect(hunks.length, path).toBeGreaterThan(0)
      for (const { before, after } of hunks) {
        expect(text.includes(after), `${path}: the patched text is there`).toBe(true)
        expect(text.includes(before), `${path}: the text the patch replaces is gone`).toBe(false)
      }
    }
  })
})
