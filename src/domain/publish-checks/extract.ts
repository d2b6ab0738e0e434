// Reads a document's data (no field config needed) into what the publish checks look at: the
// copy an editor wrote (plain fields and Lexical rich text), its headings, links and images,
// each with the field's path and a label an editor recognises.
import { BLOCK_GUIDE } from '@/src/domain/content/block-guide'

export interface TextPiece {
  path: string
  where: string
  /** Copy shown together: the enclosing block, or else the enclosing group/row of fields. */
  group: string
  text: string
  /** A disclaimer or footnote field: small print, not of equal prominence. */
  disclaimer: boolean
}

export type LinkTarget = { kind: 'path'; path: string } | { kind: 'page' | 'post'; id: string }

export interface LinkRef {
  path: string
  where: string
  text: string | null
  target: LinkTarget
}

export interface ImageRef {
  path: string
  where: string
  id: string | null
  /** The alternative text when the reference came populated. */
  alt?: string | null
}

export interface HeadingRef {
  /** The rich-text field the heading is in. */
  path: string
  where: string
  level: number
  text: string
}

export interface Extracted {
  texts: TextPiece[]
  links: LinkRef[]
  images: ImageRef[]
  headings: HeadingRef[]
}

type Data = Record<string, unknown>

/** Keys that hold settings, addresses or dates rather than copy a shopper reads. */
const NOT_COPY = new Set(
  'id blockType blockName _status tenant slug variant height tone style type url href target searchPath successPath background createdAt updatedAt startsAt expiresAt publishedAt category formKind sort layout mode linkKind kind platform number stockNumber width size scope make subtype manufacturer display schedule overrideUrl filter stockFilter'.split(
    ' ',
  ),
)
const IMAGE_KEYS = new Set(['image', 'media', 'logo'])
const DISCLAIMER = /disclaimer|footnote|smallprint|terms/i

const LABELS: Record<string, string> = {
  announcement: 'Announcement bar',
  cta: 'Button link',
  ctaLabel: 'Button label',
  linkLabel: 'Link label',
  buttonLabel: 'Button label',
  meta: 'SEO',
  href: 'Link path',
  searchPath: 'Search page',
  successPath: 'Success page',
  overrideUrl: 'Override URL',
  slides: 'Slide',
  items: 'Item',
  buttons: 'Button',
  social: 'Social link',
  contacts: 'Contact',
  brands: 'Brand',
  sections: 'Section',
}

const humanise = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
const labelOf = (key: string) => LABELS[key] ?? humanise(key)
const itemLabel = (key: string, index: number) => `${LABELS[key] ?? humanise(key).replace(/s$/, '')} ${index + 1}`

const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return String(value)
  if (value && typeof value === 'object' && 'id' in value) return idOf((value as Data).id)
  return null
}

const isLinkGroup = (value: unknown): value is Data =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  ((value as Data).type === 'page' || (value as Data).type === 'custom') &&
  ('url' in (value as Data) || 'page' in (value as Data))

const isRichText = (value: unknown): value is { root: Data } =>
  !!value && typeof value === 'object' && 'root' in value && typeof (value as Data).root === 'object'

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

interface At {
  path: string
  where: string
  block: string | null
}

const join = (a: string, b: string) => (a ? `${a}.${b}` : b)
const joinWhere = (a: string, b: string) => (a ? `${a} → ${b}` : b)

function pathTarget(value: unknown): LinkTarget | null {
  const text = str(value)
  return text && text.startsWith('/') && !text.startsWith('//') ? { kind: 'path', path: text } : null
}

function linkOfGroup(link: Data): LinkTarget | null {
  if (link.type === 'page') {
    const id = idOf(link.page)
    return id ? { kind: 'page', id } : null
  }
  return pathTarget(link.url)
}

function nodeText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const n = node as Data
  if (typeof n.text === 'string') return n.text
  return Array.isArray(n.children) ? n.children.map(nodeText).join(n.type === 'list' || n.type === 'root' ? '\n' : '') : ''
}

function richText(value: { root: Data }, at: At, out: Extracted, group: string) {
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 100) return
    const n = node as Data
    if (n.type === 'heading' && typeof n.tag === 'string' && /^h[1-6]$/.test(n.tag))
      out.headings.push({ path: at.path, where: at.where, level: Number(n.tag.slice(1)), text: nodeText(n).trim() })
    if (n.type === 'link' || n.type === 'autolink') {
      const fields = (n.fields ?? {}) as Data
      const doc = fields.doc as { relationTo?: unknown; value?: unknown } | null | undefined
      const id = idOf(doc?.value)
      const target: LinkTarget | null =
        fields.linkType === 'internal'
          ? id && (doc?.relationTo === 'pages' || doc?.relationTo === 'posts')
            ? { kind: doc.relationTo === 'pages' ? 'page' : 'post', id }
            : null
          : pathTarget(fields.url)
      if (target) out.links.push({ path: at.path, where: at.where, text: nodeText(n).trim(), target })
    }
    if (n.type === 'upload' && n.relationTo === 'media') {
      const populated = n.value && typeof n.value === 'object' ? (n.value as Data) : null
      out.images.push({ path: at.path, where: at.where, id: idOf(n.value), ...(populated ? { alt: str(populated.alt) } : {}) })
    }
    if (Array.isArray(n.children)) n.children.forEach((c) => visit(c, depth + 1))
  }
  visit(value.root, 0)
  const blocks = Array.isArray(value.root.children) ? value.root.children : []
  for (const block of blocks) {
    const text = nodeText(block).trim()
    if (text) out.texts.push({ path: at.path, where: at.where, group, text, disclaimer: DISCLAIMER.test(at.path) })
  }
}

/** The label of an array's parent: the array's own label ("Slide") gives way to the item's ("Slide 2"). */
const parentWhere = (where: string) => (where.includes(' → ') ? where.slice(0, where.lastIndexOf(' → ')) : '')

function walk(value: unknown, at: At, out: Extracted) {
  if (Array.isArray(value)) {
    const key = at.path.split('.').pop() ?? ''
    const base = key === 'layout' ? '' : parentWhere(at.where)
    value.forEach((item, i) => {
      const blockType = item && typeof item === 'object' ? (item as Data).blockType : undefined
      const path = join(at.path, String(i))
      if (typeof blockType === 'string') {
        const name = str((item as Data).blockName) ?? BLOCK_GUIDE[blockType]?.name ?? humanise(blockType)
        walk(item, { path, where: joinWhere(base, `Block ${i + 1} "${name}"`), block: path }, out)
      } else walk(item, { path, where: joinWhere(base, itemLabel(key, i)), block: at.block }, out)
    })
    return
  }
  if (!value || typeof value !== 'object') return
  const record = value as Data
  const group = at.block ?? at.path
  for (const [key, child] of Object.entries(record)) {
    const path = join(at.path, key)
    const where = joinWhere(at.where, labelOf(key))
    if (NOT_COPY.has(key) && !(key === 'layout' && Array.isArray(child))) {
      const target = key === 'href' || key === 'searchPath' || key === 'successPath' || key === 'overrideUrl' ? pathTarget(child) : null
      const linkKindPath = key === 'target' && record.linkKind === 'path' ? pathTarget(child) : null
      if (target ?? linkKindPath) out.links.push({ path, where, text: str(record.label), target: (target ?? linkKindPath)! })
      continue
    }
    if (IMAGE_KEYS.has(key) && (typeof child === 'number' || typeof child === 'string' || (child && typeof child === 'object'))) {
      const populated = child && typeof child === 'object' ? (child as Data) : null
      out.images.push({ path, where, id: idOf(child), ...(populated && 'alt' in populated ? { alt: str(populated.alt) } : {}) })
      continue
    }
    if (typeof child === 'string') {
      const text = str(child)
      if (text) out.texts.push({ path, where, group, text, disclaimer: DISCLAIMER.test(key) })
    } else if (isRichText(child)) {
      richText(child, { path, where, block: at.block }, out, group)
    } else if (isLinkGroup(child)) {
      const target = linkOfGroup(child)
      const text = str(record[`${key}Label`]) ?? str(record.label) ?? str(record.linkLabel) ?? str(record.buttonLabel)
      if (target) out.links.push({ path: join(path, target.kind === 'page' ? 'page' : 'url'), where, text, target })
    } else if (child && typeof child === 'object') {
      walk(child, { path, where, block: at.block }, out)
    }
  }
}

/** Everything the checks read in a document, in document order. */
export function extract(doc: Record<string, unknown>): Extracted {
  const out: Extracted = { texts: [], links: [], images: [], headings: [] }
  walk(doc, { path: '', where: '', block: null }, out)
  return out
}
