import { z } from 'zod'
import { siteContentSchema } from '@/src/domain/content/site-content-schema'

export const demoTenantSchema = z.object({
  tenant: z.object({ name: z.string(), slug: z.string(), domains: z.array(z.object({ domain: z.string() })) }).catchall(z.unknown()),
  images: z.record(z.string(), z.object({ alt: z.string(), spec: z.record(z.string(), z.unknown()) })),
  content: siteContentSchema,
})

export type DemoTenant = z.infer<typeof demoTenantSchema>
