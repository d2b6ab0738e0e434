import type { Payload } from 'payload'

let instance: Promise<{ payload: Payload; config: Awaited<typeof import('@/payload.config').default> }> | null = null

export const TEST_PASSWORD = 'int-test-password-1'

/**
 * A Payload instance on this run's database, migrated and seeded with the demo tenants.
 * Config modules read the environment on import, so they are imported after it is set.
 */
export function testPayload() {
  instance ??= (async () => {
    const { migrateAndSeed } = await import('../../scripts/lib/bootstrap')
    const { payload } = await migrateAndSeed({ seed: true, log: () => {} })
    const config = await (await import('@/payload.config')).default
    return { payload, config }
  })()
  return instance
}

export async function userByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, limit: 1 })
  if (!docs[0]) throw new Error(`No user ${email}`)
  return { ...docs[0], collection: 'users' as const }
}

export async function tenantBySlug(payload: Payload, slug: string) {
  const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0, limit: 1 })
  if (!docs[0]) throw new Error(`No tenant ${slug}`)
  return docs[0]
}
