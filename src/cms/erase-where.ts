import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/**
 * Deletes the rows (and an upload's files) that match, with access off, through the request's own
 * Payload so hooks and jobs can call it without importing the config. Returns how many.
 */
export async function eraseWhere(req: PayloadRequest, collection: CollectionSlug, where: Where): Promise<number> {
  const { docs } = await req.payload.delete({ collection, where, overrideAccess: true, depth: 0, req })
  return docs.length
}
