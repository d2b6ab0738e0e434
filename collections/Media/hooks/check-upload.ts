import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { checkImageUpload } from '@/src/domain/media/sniff-image'

/** Rejects uploads whose bytes are not JPEG/PNG/WebP/AVIF or that exceed 10 MB, before anything is stored. */
export const checkUploadContent: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const result = checkImageUpload(new Uint8Array(file.data.subarray(0, 64)), file.size ?? file.data.length)
  if (!result.ok) throw new APIError(result.error, 400, null, true)
  file.mimetype = result.mimeType
  return args
}
