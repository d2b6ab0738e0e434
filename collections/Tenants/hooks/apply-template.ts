import type { CollectionAfterChangeHook } from 'payload'
import { loadTemplate } from '@/tenants/templates'
import { applySiteContent } from '@/src/cms/site-content'

/** A new tenant starts with its template's pages, menus and settings, in the same transaction. */
export const applyTemplateOnCreate: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || !doc.template || context?.skipTemplate) return doc
  const template = loadTemplate(doc.template)
  await applySiteContent({ payload: req.payload, req, tenantId: doc.id, content: template, media: {} })
  return doc
}
