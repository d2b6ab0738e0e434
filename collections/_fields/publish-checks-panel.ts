import type { Field } from 'payload'

/**
 * The edit view's "Publish checks" panel: what the checks say about the saved document, refreshed
 * after each save, so warnings (which never block) are seen when they matter and blocking problems
 * before the editor presses Publish. Reads GET /api/{collection}/{id}/publish-checks
 * (src/cms/publish-checks-endpoint.ts).
 */
export const publishChecksPanel: Field = {
  name: 'publishChecksPanel',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/src/components/admin/PublishChecks.client#PublishChecks' } },
}
