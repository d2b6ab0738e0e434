import { z } from 'zod'
import { TENANT_DEFAULTS, tenantConfigSchema } from '@/src/domain/tenant/tenant-config'

/**
 * Tenant settings have one source of truth: the domain's zod schema
 * (src/domain/tenant/tenant-config.ts). The admin fields take their defaults and bounds from
 * it here, so a default changed in the domain is the admin's default too; the test beside
 * this file walks every field and fails on a literal that disagrees.
 */
export interface SchemaNode {
  default?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  enum?: unknown[]
  type?: string
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
}

export const tenantSettingsSchema = z.toJSONSchema(tenantConfigSchema, { unrepresentable: 'any', io: 'input' }) as SchemaNode

/** The schema of a setting by its dotted path ("inventory.soldCarDays"); arrays are their items. */
export function schemaAt(path: string, root: SchemaNode = tenantSettingsSchema): SchemaNode | undefined {
  let node: SchemaNode | undefined = root
  for (const key of path.split('.')) {
    if (node?.type === 'array') node = node.items
    node = node?.properties?.[key]
  }
  return node
}

/** A setting's default as the site reads it (TENANT_DEFAULTS), or undefined inside lists. */
export function defaultAt(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined),
      TENANT_DEFAULTS,
    )
}

/** `defaultValue`, `min` and `max` of a setting, for spreading into its Payload field. */
export function fromDomain(path: string): { defaultValue?: never; min?: number; max?: number } {
  const node = schemaAt(path)
  if (!node) throw new Error(`Tenant setting ${path} is not in the domain schema`)
  const bounds = node.type === 'array' ? (node.items ?? {}) : node
  const fallback = defaultAt(path) ?? node.default
  return {
    ...(fallback !== undefined && fallback !== null && fallback !== '' ? { defaultValue: fallback as never } : {}),
    ...(bounds.minimum !== undefined ? { min: bounds.minimum } : {}),
    ...(bounds.maximum !== undefined ? { max: bounds.maximum } : {}),
  }
}

/** Select options in the domain's order, labelled by `label`. */
export function optionsFrom(path: string, label: (value: string) => string = (v) => v[0].toUpperCase() + v.slice(1)) {
  const node = schemaAt(path)
  const values = (node?.type === 'array' ? node.items?.enum : node?.enum) as string[] | undefined
  if (!values) throw new Error(`Tenant setting ${path} has no options in the domain schema`)
  return values.map((value) => ({ value, label: label(value) }))
}
