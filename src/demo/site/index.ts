import type { Payload } from 'payload'
import { env } from '@/src/lib/env'
import { DEMO_TENANTS } from '@/tenants/demo'
import { withStarterPages } from '@/tenants/starter-pages'
import { resolveContent, applySiteContent } from '@/src/cms/site-content'
import { demoTenantSchema, type DemoTenant } from './demo-schema'
import { renderImage, type ImageSpec } from './images'

export interface SeedOptions {
  password: string
  /** Demo users are refused under NODE_ENV=production unless this is set. */
  allowProductionUsers?: boolean
  /** Defaults to the process's NODE_ENV. */
  nodeEnv?: string
  log?: (line: string) => void
}

export interface SeedResult {
  createdTenants: string[]
  sites: { name: string; domain: string }[]
  users: { email: string; role: string }[]
}

export const PLATFORM_ADMIN_EMAIL = 'admin@dealer-platform.test'
export const editorEmail = (slug: string) => `editor@${slug}.test`

async function seedTenant(payload: Payload, demo: DemoTenant): Promise<number | string> {
  // Media needs a tenant, and the tenant's logo needs media: create the tenant bare first.
  // The demo dealers are live sites: created launched (no signed-in user, so no checklist).
  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: demo.tenant.name, slug: demo.tenant.slug, domains: demo.tenant.domains, launchedAt: new Date().toISOString() } as never,
    context: { skipTemplate: true },
  })
  const media: Record<string, number | string> = {}
  for (const [key, image] of Object.entries(demo.images)) {
    const file = await renderImage(`${demo.tenant.slug}-${key}`, image.spec as unknown as ImageSpec)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt, tenant: tenant.id } as never,
      file: { ...file, size: file.data.length },
    })
    media[key] = doc.id
  }
  await payload.update({ collection: 'tenants', id: tenant.id, data: resolveContent(demo.tenant, media) as never })
  await applySiteContent({ payload, tenantId: tenant.id, content: withStarterPages(demo.content), media })
  return tenant.id
}

async function ensureUser(payload: Payload, email: string, password: string, data: Record<string, unknown>) {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (existing.docs.length > 0) return false
  await payload.create({ collection: 'users', data: { email, password, ...data } as never })
  return true
}

/** Idempotent: existing tenants and users are left as they are. */
export async function seedDemo(payload: Payload, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const result: SeedResult = { createdTenants: [], sites: [], users: [] }
  const tenantIds: Record<string, number | string> = {}
  for (const raw of DEMO_TENANTS) {
    const demo = demoTenantSchema.parse(raw)
    const existing = await payload.find({ collection: 'tenants', where: { slug: { equals: demo.tenant.slug } }, limit: 1, depth: 0 })
    if (existing.docs[0]) {
      tenantIds[demo.tenant.slug] = existing.docs[0].id
    } else {
      log(`Creating demo dealer site ${demo.tenant.name}`)
      tenantIds[demo.tenant.slug] = await seedTenant(payload, demo)
      result.createdTenants.push(demo.tenant.slug)
    }
    result.sites.push({ name: demo.tenant.name, domain: demo.tenant.domains[0].domain })
  }

  if ((options.nodeEnv ?? env.NODE_ENV) === 'production' && !options.allowProductionUsers) {
    log('NODE_ENV=production: demo users were not created (set ALLOW_DEMO_USERS_IN_PRODUCTION=true to create them).')
    return result
  }
  await ensureUser(payload, PLATFORM_ADMIN_EMAIL, options.password, { name: 'Platform Admin', roles: ['platform-admin'] })
  result.users.push({ email: PLATFORM_ADMIN_EMAIL, role: 'platform admin' })
  for (const [slug, id] of Object.entries(tenantIds)) {
    await ensureUser(payload, editorEmail(slug), options.password, { name: `${slug} editor`, tenants: [{ tenant: id, roles: ['editor'] }] })
    result.users.push({ email: editorEmail(slug), role: `editor of ${slug}` })
  }
  return result
}
