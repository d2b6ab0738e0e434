import type { Access, SanitizedConfig } from 'payload'
import { type AccessUser, isPlatformAdmin } from '../_access/predicates'
import { lockAccess, lockCreate } from './locked-documents'

/**
 * Payload adds its own collections (locks, preferences, migrations, jobs ...) after our config is
 * read, with "any signed-in user" access. Each is either scoped here or closed to everyone but
 * platform admins. A built-in collection that a new Payload version adds is closed by default, and
 * the isolation test lists them from the config, so nothing new is reachable unnoticed.
 */
const KEYS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const

const platformOnly =
  (original: Access | undefined): Access =>
  async (args) =>
    isPlatformAdmin(args.req.user as AccessUser | null) && (original ? await original(args) : true)

/** Preferences are already limited to their owner by Payload. */
const SCOPED_BY_PAYLOAD = new Set(['payload-preferences'])

export function hardenBuiltInCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-') || SCOPED_BY_PAYLOAD.has(collection.slug)) continue
    const access = collection.access as Record<(typeof KEYS)[number], Access | undefined>
    if (collection.slug === 'payload-locked-documents') {
      Object.assign(access, { read: lockAccess, update: lockAccess, delete: lockAccess, create: lockCreate })
      continue
    }
    for (const key of KEYS) access[key] = platformOnly(access[key])
  }
  for (const global of (config.globals ?? []) as { slug: string; access: unknown }[]) {
    if (!global.slug.startsWith('payload-')) continue
    const access = global.access as Record<string, Access | undefined>
    for (const key of ['read', 'update', 'readVersions', 'readDrafts'] as const) access[key] = platformOnly(access[key])
  }
  return config
}
