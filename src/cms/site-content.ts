import type { Payload, PayloadRequest } from 'payload'
import { markdownToLexical } from './lexical'
import type { SiteContent } from './site-content-schema'

type MediaIds = Record<string, number | string>

/** Replaces "@key" strings with media ids and markdown rich text with Lexical JSON. */
export function resolveContent<T>(value: T, media: MediaIds): T {
  if (typeof value === 'string' && value.startsWith('@') && value.slice(1) in media) {
    return media[value.slice(1)] as T
  }
  if (Array.isArray(value)) return value.map((v) => resolveContent(v, media)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const isMarkdown = k === 'content' && typeof v === 'string' && (value as { blockType?: string }).blockType === 'richText'
      out[k] = isMarkdown ? markdownToLexical(v as string) : resolveContent(v, media)
    }
    return out as T
  }
  return value
}

interface ApplyArgs {
  payload: Payload
  req?: Partial<PayloadRequest>
  tenantId: number | string
  content: SiteContent
  media: MediaIds
}

/**
 * Creates a site's starter pages (published), navigation and settings. Serves both the
 * onboarding template hook and the demo seed, so both produce identical structures.
 */
export async function applySiteContent({ payload, req, tenantId, content, media }: ApplyArgs) {
  const resolved = resolveContent(content, media)
  for (const page of resolved.pages) {
    await payload.create({
      collection: 'pages',
      data: { ...page, tenant: tenantId, _status: 'published' } as never,
      req,
      depth: 0,
    })
  }
  await payload.create({
    collection: 'navigation',
    data: { ...resolved.navigation, tenant: tenantId } as never,
    req,
    depth: 0,
  })
  await payload.create({
    collection: 'site-settings',
    data: { ...resolved.settings, tenant: tenantId } as never,
    req,
    depth: 0,
  })
}
