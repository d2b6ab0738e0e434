import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { PUBLISHING_TOGETHER, publishProblems } from '@/src/cms/publish-checks'
import { type DocumentKind, blocking, describeProblems, refusalHeadline } from '@/src/domain/publish-checks'
import { tenantIdOf } from '../_access/predicates'

/**
 * Publish checks: publishing a document with a blocking problem (a rate without its
 * comparison rate, an image without alternative text, low contrast, a link to a page that is not
 * published) is refused with a 400: its message names the places (the admin's toast), each
 * problem's own text goes beside its field (data.errors), and data.summary has every problem
 * with the warnings (expired promotions, past dates, heading order, vague links), which do not
 * block. Drafts and autosaves still save. In collections without drafts every save publishes.
 */
export function publishChecks(kind: DocumentKind): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, collection, req }) => {
    const drafts = Boolean(collection.versions?.drafts)
    if (drafts && (data._status ?? originalDoc?._status) !== 'published') return data
    const tenantId = tenantIdOf(data.tenant ?? originalDoc?.tenant)
    if (tenantId === null) return data
    const together = req.context[PUBLISHING_TOGETHER]
    const doc = { ...(originalDoc ?? {}), ...data }
    const problems = await publishProblems(req.payload, kind, tenantId, doc, {
      req,
      alsoPublished: Array.isArray(together) ? together.map(String) : [],
    })
    const blocks = blocking(problems)
    if (blocks.length === 0) return data
    throw new APIError(
      refusalHeadline(problems),
      400,
      { errors: blocks.map((p) => ({ path: p.path, message: `${p.where}: ${p.message}` })), summary: describeProblems(problems) },
      true,
    )
  }
}
