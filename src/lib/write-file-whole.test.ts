import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeFileWhole } from './write-file-whole'

describe('writeFileWhole', () => {
  it('leaves only the whole file, readable by its owner only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'whole-'))
    await writeFileWhole(path.join(dir, 'a.txt'), 'To: 0400\n\n123456 is your code\n')
    expect(await readdir(dir)).toEqual(['a.txt'])
    expect(await readFile(path.join(dir, 'a.txt'), 'utf8')).toBe('To: 0400\n\n123456 is your code\n')
    expect((await stat(path.join(dir, 'a.txt'))).mode & 0o777).toBe(0o600)
  })

  it('a write that fails leaves nothing behind and says why', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'whole-'))
    // The target is a directory: the rename fails after the data was written beside it.
    await expect(writeFileWhole(dir, 'x')).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST/)
    expect(await readdir(path.dirname(dir)).then((names) => names.filter((n) => n.startsWith(`.${path.basename(dir)}.`)))).toEqual([])
  })
})
