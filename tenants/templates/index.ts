import dealerStarter from './dealer-starter.json' with { type: 'json' }
import caravanStarter from './caravan-starter.json' with { type: 'json' }
import { siteContentSchema, type SiteContent } from '@/src/domain/content/site-content-schema'
import { withStarterPages } from '../starter-pages'

/** Starter content onboarding staff pick when creating a dealer site. Data, validated on load. */
const TEMPLATES = {
  'dealer-starter': { label: 'New and used car dealer', content: dealerStarter },
  'caravan-starter': { label: 'Caravan and RV dealer', content: caravanStarter },
} as const

export type TemplateKey = keyof typeof TEMPLATES

export const TEMPLATE_OPTIONS = Object.entries(TEMPLATES).map(([value, t]) => ({ value, label: t.label }))

export function loadTemplate(key: string): SiteContent {
  const template = TEMPLATES[key as TemplateKey]
  if (!template) throw new Error(`Unknown template "${key}"`)
  return withStarterPages(siteContentSchema.parse(template.content))
}
