import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { SanitizedConfig } from 'payload'

/** What a file name that cannot be on the disk makes the file system say. */
const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EINVAL'])

/**
 * GET /api/{upload collection}/file/{name} of a file that is not on the disk: Payload answers 500
 * (it takes a missing file for a broken store), and the image optimizer would pass that on for
 * /_next/image?url=/api/media/file/missing.png. For a caller it is an address with nothing behind
 * it. True when the local store has no such file; cloud stores (upload handlers, S3) answer for
 * themselves, and names outside the folder are left to Payload's 400.
 */
export async function missingUploadFile(config: Pick<SanitizedConfig, 'collections'>, method: string, segments: readonly string[]) {
  const [slug, file, name, ...more] = segments
  if ((method !== 'GET' && method !== 'HEAD') || file !== 'file' || !name || more.length > 0) return false
  const upload = config.collections.find((c) => c.slug === slug)?.upload
  if (!upload || typeof upload !== 'object' || upload.handlers?.length) return false
  const folder = path.resolve(upload.staticDir || slug)
  const filePath = path.resolve(folder, name)
  if (!filePath.startsWith(folder + path.sep)) return false
  try {
    await stat(filePath)
    return false
  } catch (error) {
    return NO_SUCH_FILE.has((error as NodeJS.ErrnoException).code ?? '')
  }
}
