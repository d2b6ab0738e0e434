// What a lead carries about where it came from (url, source, user_agent,
// lead_attributes.visited_pages and linked_query_params, plus UTM). The browser sends the page and
// the pages visited this session; the server adds the user agent. Everything is bounded.
import { z } from 'zod'

export const MAX_VISITED_PAGES = 20
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

const path = z.string().trim().max(500)

export const attributesSchema = z
  .object({
    page_url: path.optional(),
    referrer: path.optional(),
    visited_pages: z.array(path).max(100).optional(),
    linked_query_params: z.record(z.string().max(50), z.string().max(200)).optional(),
  })
  .optional()

export type LeadAttributesInput = z.output<typeof attributesSchema>

export interface LeadAttributes {
  url: string
  source: string
  visitedPages: string[]
  linkedQueryParams: Record<string, string>
  utm: Record<string, string>
}

/** The stored attributes: the last pages visited, at most 20 query params, UTM picked out. */
export function leadAttributes(input: LeadAttributesInput, fallbackUrl: string): LeadAttributes {
  const params = Object.fromEntries(Object.entries(input?.linked_query_params ?? {}).slice(0, 20))
  const utm = Object.fromEntries(UTM_KEYS.filter((k) => params[k]).map((k) => [k, params[k]]))
  return {
    url: input?.page_url || fallbackUrl,
    source: utm.utm_source ?? (input?.referrer || 'website'),
    visitedPages: (input?.visited_pages ?? []).slice(-MAX_VISITED_PAGES),
    linkedQueryParams: params,
    utm,
  }
}
