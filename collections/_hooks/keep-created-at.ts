import type { CollectionBeforeChangeHook } from 'payload'

/**
 * When a record was created is a fact, not a setting (issue 72 item 16): Payload lets any update
 * (REST, GraphQL, the admin, bulk updates by where) write `createdAt`, so a dealer's staff could
 * backdate a lead or a reservation. An update keeps the stored time, whatever it sends.
 */
export const keepCreatedAt: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) =>
  operation === 'update' && originalDoc?.createdAt ? { ...data, createdAt: originalDoc.createdAt } : data
