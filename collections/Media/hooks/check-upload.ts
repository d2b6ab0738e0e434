import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { checkImageUpload } from '@/src/domain/media/sniff-image'

/** Rejects uploads whose bytes are not JPEG/PNG/WebP/AVIF or that exceed 10 MB, before anything is stored. */
export const checkUploadContent: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) {
    // Uploads from a web address would make the server fetch any URL (or read another
    // dealer's stored file by name) and skip the content check.
    // Payload moves url/filename out of args.data before this hook runs; the request keeps them.
    const sent = [req.data, (args as { data?: unknown }).data] as ({ url?: unknown; filename?: unknown } | undefined)[]
    if (operation === 'create' && sent.some((d) => d?.url !== undefined || d?.filename !== undefined)) {
      throw new APIError('Upload the image file itself; uploads from a web address are not accepted.', 400, null, true)
    }
    return args
  }
  const result = checkImageUpload(new Uint8Array(file.data.subarray(0, 64)), file.size ?? file.data.length)
  if (!result.ok) throw new APIError(result.error, 400, null, true)
  file.mimetype = result.mimeType
  return args
}
