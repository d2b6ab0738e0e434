import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyFix, FIXES } from '../../scripts/patch-dependencies.mjs'

describe('dependency fixes (scripts/patch-dependencies.mjs)', () => {
  const fix = { find: 'clear(marks)', replace: 'keep(marks)' }

  it('replaces the text once, and run again finds its own text and changes nothing', () => {
    const once = applyFix('a; clear(marks); b', fix, 'fix')
    expect(once).toEqual({ text: 'a; keep(marks); b', unchanged: false })
    expect(applyFix(once.text, fix, 'fix')).toEqual({ text: 'a; keep(marks); b', unchanged: true })
  })

  it('stops, naming the fix, when the text it replaces is gone or there twice', () => {
    expect(() => applyFix('a; b', fix, 'the fix')).toThrow('the fix: the text this fix replaces is not there')
    expect(() => applyFix('clear(marks) clear(marks)', fix, 'the fix')).toThrow('there more than once')
  })

  it('every fix is in place in this install (npm install ran it)', () => {
    for (const file of FIXES.flatMap((each) => each.files)) {
      const text = readFileSync(file.path, 'utf8')
      expect(text, file.path).toContain(file.replace)
      expect(text, file.path).not.toContain(file.find)
    }
  })
})
