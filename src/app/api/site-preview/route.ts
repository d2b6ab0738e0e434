import { createSitePreviewHandler } from '@/src/api/site-preview'
import { staffMayPreview } from '@/src/cms/site-preview'
import { getTenantByHost } from '@/src/cms/tenants'
import { methodNotAllowed } from '@/src/lib/api-errors'
import { secureCookies } from '@/src/lib/env'

export const dynamic = 'force-dynamic'

export const GET = createSitePreviewHandler({ findTenant: getTenantByHost, staffMayPreview, secureCookies, now: () => Date.now() })

const getOnly = methodNotAllowed(['GET'], 'Open a site preview with GET.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
