// The page builder's guide to its blocks: a one-line description and a wireframe thumbnail for the
// block picker, and the label a block's row shows in a page's layout (the hero's heading, the FAQ's
// first question) instead of "Untitled".
import { stockGridHeading } from '@/src/domain/listings/stock-blocks'

/** A wireframe shape on a 120 × 56 grid: image, dark text bar, light bar, accent (button), outline box. */
type Shape = readonly ['img' | 'ink' | 'soft' | 'accent' | 'box', number, number, number, number]

interface BlockGuide {
  name: string
  description: string
  wire: readonly Shape[]
}

const cards = (n: number, y = 14, h = 38): Shape[] =>
  Array.from({ length: n }, (_, i) => ['box', 4 + i * (112 / n), y, 112 / n - 4, h] as const)

export const BLOCK_GUIDE: Readonly<Record<string, BlockGuide>> = {
  hero: {
    name: 'Hero',
    description: 'Big image with a heading and a button, or a slider.',
    wire: [
      ['img', 0, 0, 120, 56],
      ['ink', 10, 20, 50, 6],
      ['soft', 10, 30, 40, 4],
      ['accent', 10, 40, 24, 7],
    ],
  },
  richText: {
    name: 'Rich text',
    description: 'Headings, paragraphs, lists and links.',
    wire: [
      ['ink', 10, 6, 60, 6],
      ['soft', 10, 18, 100, 3],
      ['soft', 10, 25, 96, 3],
      ['soft', 10, 32, 100, 3],
      ['soft', 10, 39, 70, 3],
    ],
  },
  callToAction: {
    name: 'Call to action',
    description: 'A heading, a sentence and buttons on a coloured band.',
    wire: [
      ['box', 4, 8, 112, 40],
      ['ink', 30, 16, 60, 6],
      ['soft', 25, 26, 70, 3],
      ['accent', 36, 34, 22, 7],
      ['box', 62, 34, 22, 7],
    ],
  },
  mediaBlock: {
    name: 'Image',
    description: 'One image with a caption.',
    wire: [
      ['img', 10, 4, 100, 42],
      ['soft', 30, 49, 60, 3],
    ],
  },
  brandGrid: {
    name: 'Brand grid',
    description: 'Tiles of the makes you sell, each linking to its stock.',
    wire: [['ink', 40, 3, 40, 5], ...cards(5, 14, 16), ...cards(5, 34, 16)],
  },
  statsBanner: {
    name: 'Stats banner',
    description: 'Big numbers that count up: cars sold, years, reviews.',
    wire: [
      ['ink', 10, 18, 20, 10],
      ['ink', 50, 18, 20, 10],
      ['ink', 90, 18, 20, 10],
      ['soft', 8, 32, 24, 3],
      ['soft', 48, 32, 24, 3],
      ['soft', 88, 32, 24, 3],
    ],
  },
  faq: {
    name: 'FAQ',
    description: 'Questions that open to show their answers.',
    wire: [
      ['ink', 10, 4, 50, 5],
      ['box', 10, 14, 100, 9],
      ['box', 10, 26, 100, 9],
      ['box', 10, 38, 100, 9],
    ],
  },
  financeCalculator: {
    name: 'Finance calculator',
    description: 'Repayments from price, deposit, term and rate, with the comparison rate.',
    wire: [
      ['ink', 10, 4, 50, 5],
      ['soft', 10, 16, 45, 4],
      ['accent', 10, 22, 45, 2],
      ['soft', 10, 30, 45, 4],
      ['accent', 10, 36, 30, 2],
      ['box', 66, 14, 44, 34],
      ['ink', 74, 26, 28, 8],
    ],
  },
  budgetFinder: {
    name: 'Budget finder',
    description: 'Shoppers set a weekly budget and see cars that fit.',
    wire: [
      ['ink', 10, 4, 50, 5],
      ['accent', 10, 18, 100, 2],
      ['box', 10, 26, 30, 22],
      ['box', 45, 26, 30, 22],
      ['box', 80, 26, 30, 22],
    ],
  },
  leadForm: {
    name: 'Form',
    description: 'Contact, trade-in, service, finance or careers form, delivered as a lead.',
    wire: [
      ['ink', 10, 3, 50, 5],
      ['box', 10, 13, 48, 7],
      ['box', 62, 13, 48, 7],
      ['box', 10, 23, 100, 7],
      ['box', 10, 33, 100, 10],
      ['accent', 10, 46, 30, 7],
    ],
  },
  financeApplication: {
    name: 'Finance application',
    description: 'Finance pre-approval application in five steps, saved as the shopper goes.',
    wire: [
      ['ink', 10, 3, 50, 5],
      ['accent', 10, 12, 18, 2],
      ['soft', 31, 12, 18, 2],
      ['soft', 52, 12, 18, 2],
      ['soft', 73, 12, 18, 2],
      ['soft', 94, 12, 16, 2],
      ['box', 10, 19, 48, 7],
      ['box', 62, 19, 48, 7],
      ['box', 10, 30, 100, 7],
      ['accent', 10, 43, 30, 7],
    ],
  },
  tradeIn: {
    name: 'Trade-in valuation',
    description: 'Online trade-in offer: the car, its condition, an offer to accept.',
    wire: [
      ['ink', 10, 3, 50, 5],
      ['accent', 10, 12, 22, 2],
      ['soft', 36, 12, 22, 2],
      ['soft', 62, 12, 22, 2],
      ['soft', 88, 12, 22, 2],
      ['box', 10, 19, 48, 7],
      ['box', 62, 19, 48, 7],
      ['box', 10, 30, 48, 7],
      ['accent', 10, 43, 30, 7],
    ],
  },
  locations: {
    name: 'Locations',
    description: 'Your locations with hours and a map: one, a grid or a carousel.',
    wire: [
      ['img', 4, 4, 60, 48],
      ['box', 68, 4, 48, 48],
      ['ink', 72, 10, 36, 4],
      ['soft', 72, 18, 30, 3],
      ['soft', 72, 24, 34, 3],
      ['accent', 72, 40, 24, 6],
    ],
  },
  team: {
    name: 'Team',
    description: 'Staff of one location, or of each: photo, role, phone and e-mail.',
    wire: [
      ['ink', 10, 3, 40, 5],
      ...cards(4, 12, 40),
      ['img', 12, 16, 12, 12],
      ['img', 40, 16, 12, 12],
      ['img', 68, 16, 12, 12],
      ['img', 96, 16, 12, 12],
      ['ink', 8, 32, 20, 3],
      ['ink', 36, 32, 20, 3],
      ['ink', 64, 32, 20, 3],
      ['ink', 92, 32, 20, 3],
      ['accent', 8, 40, 20, 6],
      ['accent', 36, 40, 20, 6],
      ['accent', 64, 40, 20, 6],
      ['accent', 92, 40, 20, 6],
    ],
  },
  offers: {
    name: 'Offers',
    description: 'Live offers, filtered by category or brand, in a grid or carousel.',
    wire: [['ink', 10, 3, 50, 5], ...cards(3, 12, 40), ['img', 6, 14, 33, 16], ['img', 43, 14, 33, 16], ['img', 81, 14, 33, 16]],
  },
  blogPosts: {
    name: 'Latest blog posts',
    description: 'The newest posts, optionally of one category.',
    wire: [
      ['ink', 10, 3, 50, 5],
      ['img', 4, 12, 35, 24],
      ['img', 43, 12, 35, 24],
      ['img', 82, 12, 35, 24],
      ['soft', 4, 40, 30, 3],
      ['soft', 43, 40, 30, 3],
      ['soft', 82, 40, 30, 3],
    ],
  },
  searchGrid: {
    name: 'Search grid',
    description: 'Live stock matching a filter, with a link to see them all.',
    wire: [
      ['ink', 6, 3, 50, 5],
      ['accent', 94, 3, 20, 4],
      ...cards(3, 12, 40),
      ['img', 6, 14, 33, 18],
      ['img', 43, 14, 33, 18],
      ['img', 81, 14, 33, 18],
      ['ink', 6, 36, 20, 4],
      ['ink', 43, 36, 20, 4],
      ['ink', 81, 36, 20, 4],
    ],
  },
  carDetail: {
    name: 'Car detail',
    description: 'One car featured: by stock number or the newest matching a filter.',
    wire: [
      ['img', 4, 4, 66, 48],
      ['ink', 76, 10, 38, 5],
      ['soft', 76, 19, 30, 3],
      ['ink', 76, 28, 26, 6],
      ['accent', 76, 42, 30, 7],
    ],
  },
  section: {
    name: 'Reusable section',
    description: 'A section shared by several pages: edit it once, it changes everywhere.',
    wire: [
      ['box', 4, 4, 112, 48],
      ['ink', 12, 12, 40, 5],
      ['soft', 12, 22, 96, 3],
      ['soft', 12, 28, 90, 3],
      ['accent', 12, 38, 24, 7],
    ],
  },
}

const COLOURS = { img: '#cbd5e1', ink: '#334155', soft: '#cbd5e1', accent: '#1d4ed8', box: 'none' } as const

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The block picker's 3:2 thumbnail: the wireframe above, the description below (an SVG data URI). */
export function blockThumbnail(slug: string): string | undefined {
  const guide = BLOCK_GUIDE[slug]
  if (!guide) return undefined
  const shapes = guide.wire
    .map(([kind, x, y, w, h]) => {
      const at = `x="${x * 2}" y="${y * 2 + 8}" width="${w * 2}" height="${h * 2}" rx="3"`
      if (kind === 'box') return `<rect ${at} fill="#fff" stroke="#94a3b8" stroke-width="1.5"/>`
      if (kind === 'img') return `<rect ${at} fill="${COLOURS.img}"/>`
      return `<rect ${at} fill="${COLOURS[kind]}"/>`
    })
    .join('')
  const words = guide.description.split(' ')
  const lines: string[] = ['']
  for (const word of words) {
    if ((lines[lines.length - 1] + ' ' + word).trim().length > 38) lines.push(word)
    else lines[lines.length - 1] = `${lines[lines.length - 1]} ${word}`.trim()
  }
  const text = lines
    .slice(0, 2)
    .map((line, i) => `<text x="120" y="${136 + i * 15}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">` +
    `<rect width="240" height="160" fill="#f8fafc"/>${shapes}` +
    `<g font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="11.5" fill="#0f172a">${text}</g></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

type RowData = Record<string, unknown> & { blockType?: string }

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
const first = (v: unknown) => (Array.isArray(v) && v.length > 0 ? (v[0] as Record<string, unknown>) : null)

/** The first words of a Lexical rich text value. */
export function lexicalText(value: unknown): string | null {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || parts.join(' ').length > 80) return
    const n = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof n.text === 'string') parts.push(n.text)
    if (n.root) walk(n.root)
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk(value)
  return str(parts.join(' ').replace(/\s+/g, ' '))
}

const clip = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

/** What a block's row in the layout is called: its name and its most telling field. */
export function blockRowLabel(data: RowData): string {
  const type = data.blockType ?? ''
  const name = BLOCK_GUIDE[type]?.name ?? 'Block'
  let detail: string | null
  switch (type) {
    case 'hero':
      detail = str(first(data.slides)?.heading)
      break
    case 'richText':
      detail = lexicalText(data.content)
      break
    case 'faq':
      detail = str(first(data.items)?.question) ?? str(data.heading)
      break
    case 'mediaBlock':
      detail = str(data.caption)
      break
    case 'statsBanner':
      detail = Array.isArray(data.items)
        ? str(
            data.items
              .map((i) => str((i as RowData).label))
              .filter(Boolean)
              .join(' · '),
          )
        : null
      break
    case 'searchGrid':
      detail = str(data.heading) ?? stockGridHeading((data.filter as Parameters<typeof stockGridHeading>[0]) ?? {})
      break
    case 'carDetail':
      detail =
        str(data.heading) ??
        (data.mode === 'newest' ? 'the newest matching car' : str(data.stockNumber) ? `stock no. ${str(data.stockNumber)}` : null)
      break
    case 'leadForm':
      detail = str(data.heading) ?? (str(data.formKind) ? `${str(data.formKind)} form` : null)
      break
    default:
      detail = str(data.heading)
  }
  return detail ? clip(`${name}: ${detail}`) : name
}
