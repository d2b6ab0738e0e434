// Server side of "New page from template": passes the templates' names and descriptions along.
import { PAGE_TEMPLATES } from '@/tenants/page-templates'
import { NewPageFromTemplate } from './NewPageFromTemplate.client'

export function PageTemplates() {
  return <NewPageFromTemplate templates={PAGE_TEMPLATES.map(({ key, name, description }) => ({ key, name, description }))} />
}
