import type { CollectionBeforeChangeHook } from 'payload'

/**
 * When a record was created is a fact, not a setting: Payload lets any update
 * (REST, GraphQL, the admin, bulk updates by where) write `createdAt`, so a dealer's staff could
 * backdate a lead or a reservation. An update made for a signed-in user keeps the stored time,
 * whatever it sends; the server's own code (the Local API without a user: seeds, tests, data
 * repairs) may still set it.
 */
export const keepCreatedAt: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) =>
  operation === 'update' && req.user && originalDoc?.createdAt ? { ...data, createdAt: originalDoc.createdAt } : data
