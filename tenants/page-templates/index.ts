import { z } from 'zod'
import templates from './templates.json' with { type: 'json' }

/**
 * "New page from template": starting points every dealer site can build from. Rich text is
 * simple markdown, turned into Lexical when the page is made. What the editor must write is a
 * prompt in double square brackets, which the publish checks refuse until it is replaced
 * (src/domain/publish-checks/template-prompts.ts).
 */
const pageTemplateSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  description: z.string(),
  layout: z.array(z.object({ blockType: z.string() }).catchall(z.unknown())).min(1),
})

export type PageTemplate = z.infer<typeof pageTemplateSchema>

export const PAGE_TEMPLATES: readonly PageTemplate[] = z.array(pageTemplateSchema).parse(templates)
