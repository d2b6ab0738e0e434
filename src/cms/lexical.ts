/**
 * Minimal markdown (paragraphs, "## " headings, "- " lists, **bold**) to Lexical JSON, so
 * starter content in tenants/ stays readable data rather than editor internals.
 */
const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

function inline(text: string) {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return { type: 'text', text: bold ? part.slice(2, -2) : part, format: bold ? 1 : 0, detail: 0, mode: 'normal', style: '', version: 1 }
    })
}

function blockNode(chunk: string) {
  const lines = chunk.split('\n').map((l) => l.trim())
  const heading = /^(#{2,4})\s+(.*)$/.exec(lines[0])
  if (heading && lines.length === 1) {
    return { ...base, type: 'heading', tag: `h${heading[1].length}`, children: inline(heading[2]) }
  }
  if (lines.every((l) => l.startsWith('- '))) {
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: lines.map((l, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(l.slice(2)) })),
    }
  }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(lines.join(' ')) }
}

export function markdownToLexical(markdown: string) {
  const chunks = markdown
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean)
  return { root: { ...base, type: 'root', children: chunks.map(blockNode) } }
}
