import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes a file so that whoever reads it (a person, a test polling the demo's outboxes) finds it
 * whole or not at all: written under a hidden name beside it, then renamed into place (a rename
 * within a directory is atomic). A failed write leaves no file behind.
 */
export async function writeFileWhole(file: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.partial`)
  try {
    await writeFile(partial, data, { mode })
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}
