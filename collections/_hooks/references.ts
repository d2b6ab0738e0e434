/**
 * Every document reference held in a document's data: relationship and upload fields at any
 * depth (groups, arrays, blocks, tabs, rows) and the links, uploads and relationships inside
 * rich text. Pure: walks the field config beside the data, no I/O.
 */
export interface Reference {
  relationTo: string
  id: string
  path: string
}

interface FieldLike {
  type: string
  name?: string
  relationTo?: string | string[]
  fields?: FieldLike[]
  tabs?: { name?: string; fields: FieldLike[] }[]
  blocks?: { slug: string; fields: FieldLike[] }[]
  blockReferences?: (string | { slug: string; fields: FieldLike[] })[]
}

type BlockLookup = (slug: string) => { fields: FieldLike[] } | undefined
type Data = Record<string, unknown>

const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') return 'id' in value ? idOf((value as Data).id) : null
  return String(value)
}

function relationValues(field: FieldLike, value: unknown, path: string, out: Reference[]) {
  for (const [i, item] of (Array.isArray(value) ? value : [value]).entries()) {
    const at = Array.isArray(value) ? `${path}.${i}` : path
    if (Array.isArray(field.relationTo)) {
      const poly = item as { relationTo?: unknown; value?: unknown } | null
      const id = idOf(poly?.value)
      if (typeof poly?.relationTo === 'string' && id) out.push({ relationTo: poly.relationTo, id, path: at })
    } else if (field.relationTo) {
      const id = idOf(item)
      if (id) out.push({ relationTo: field.relationTo, id, path: at })
    }
  }
}

/** Rich text (Lexical JSON): any node naming a document by relationTo + value, and internal links. */
function richTextReferences(node: unknown, path: string, out: Reference[], depth = 0) {
  if (!node || typeof node !== 'object' || depth > 200) return
  if (Array.isArray(node)) {
    node.forEach((child, i) => richTextReferences(child, `${path}.${i}`, out, depth + 1))
    return
  }
  const obj = node as Data
  const id = idOf(obj.value)
  if (typeof obj.relationTo === 'string' && id) out.push({ relationTo: obj.relationTo, id, path })
  for (const [key, child] of Object.entries(obj)) if (key !== 'value') richTextReferences(child, `${path}.${key}`, out, depth + 1)
}

function walk(fields: readonly FieldLike[], data: unknown, path: string, blocks: BlockLookup, out: Reference[]) {
  if (!data || typeof data !== 'object') return
  const record = data as Data
  const at = (name: string) => (path ? `${path}.${name}` : name)
  for (const field of fields) {
    const value = field.name ? record[field.name] : undefined
    switch (field.type) {
      case 'relationship':
      case 'upload':
        if (field.name && value !== undefined) relationValues(field, value, at(field.name), out)
        break
      case 'richText':
        if (field.name && value) richTextReferences(value, at(field.name), out)
        break
      case 'group':
        if (field.name) walk(field.fields ?? [], value, at(field.name), blocks, out)
        else walk(field.fields ?? [], record, path, blocks, out)
        break
      case 'row':
      case 'collapsible':
        walk(field.fields ?? [], record, path, blocks, out)
        break
      case 'tabs':
        for (const tab of field.tabs ?? []) {
          if (tab.name) walk(tab.fields, record[tab.name], at(tab.name), blocks, out)
          else walk(tab.fields, record, path, blocks, out)
        }
        break
      case 'array':
        if (Array.isArray(value)) value.forEach((row, i) => walk(field.fields ?? [], row, `${at(field.name!)}.${i}`, blocks, out))
        break
      case 'blocks':
        if (!Array.isArray(value)) break
        value.forEach((row, i) => {
          const type = (row as Data | null)?.blockType
          const inline = [
            ...(field.blocks ?? []),
            ...(field.blockReferences ?? []).filter((b): b is { slug: string; fields: FieldLike[] } => typeof b === 'object'),
          ]
          const block = inline.find((b) => b.slug === type) ?? (typeof type === 'string' ? blocks(type) : undefined)
          if (block) walk(block.fields, row, `${at(field.name!)}.${i}`, blocks, out)
        })
        break
    }
  }
}

export function collectReferences(fields: readonly FieldLike[], data: unknown, blocks: BlockLookup = () => undefined): Reference[] {
  const out: Reference[] = []
  walk(fields, data, '', blocks, out)
  return out
}
