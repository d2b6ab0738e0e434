// Reads a declared attribute from a search record with its declared type, so both engines see
// the same values: a value of the wrong type counts as missing (it never matches a filter).
import { attributeValues } from '@/src/search/protocol'
import { ATTRIBUTES, type AttributeDef, type AttributeName } from '@/src/search/index-config'

export type TypedValue = string | number | boolean | string[] | null

export function typedValue(record: Readonly<Record<string, unknown>>, name: string, def: AttributeDef): TypedValue {
  const values = attributeValues(record, name)
  switch (def.type) {
    case 'string':
      return values.length === 1 && typeof values[0] === 'string' ? values[0] : null
    case 'strings': {
      const list = [...new Set(values.filter((v): v is string => typeof v === 'string'))]
      return list.length > 0 ? list : null
    }
    case 'number':
      return values.length === 1 && typeof values[0] === 'number' && Number.isFinite(values[0]) ? values[0] : null
    case 'boolean':
      return values.length === 1 && typeof values[0] === 'boolean' ? values[0] : null
  }
}

/** Only the declared attributes, typed, nested back under their dot paths ("make_model.lvl0"). */
export function filterView(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const view: Record<string, unknown> = {}
  for (const [name, def] of Object.entries(ATTRIBUTES) as [AttributeName, AttributeDef][]) {
    const value = typedValue(record, name, def)
    if (value === null) continue
    const path = name.split('.')
    let target = view
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>
    target[path[path.length - 1]] = value
  }
  return view
}
