import type { CollectionAfterReadHook } from 'payload'

type Sized = { url?: string | null }

/** "https://admin.example/api/media/file/x.png" -> "/api/media/file/x.png"; other values unchanged. */
export function pathOnly(url: string | null | undefined, serverURL: string): string | null | undefined {
  if (!url || !serverURL || !url.startsWith(serverURL)) return url
  const rest = url.slice(serverURL.replace(/\/+$/, '').length)
  return rest.startsWith('/') ? rest : url
}

/**
 * Files are served to the public only on their own dealer's host, so a media URL must not name the
 * platform host: it stays a path and loads from whichever host shows it (the dealer site, or the
 * admin on the platform host).
 */
export const relativeMediaUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const serverURL = req.payload.config.serverURL
  if (!serverURL || !doc) return doc
  doc.url = pathOnly(doc.url, serverURL)
  doc.thumbnailURL = pathOnly(doc.thumbnailURL, serverURL)
  for (const size of Object.values((doc.sizes ?? {}) as Record<string, Sized>)) if (size) size.url = pathOnly(size.url, serverURL)
  return doc
}
