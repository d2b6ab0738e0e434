// Checks a parsed JSON value before anything walks it recursively: nesting deeper than a cap
// would overflow the stack of JSON.stringify or a recursive validator (a 503 instead of a 400);
// a lone UTF-16 surrogate ("\ud800" is valid JSON) makes encodeURIComponent throw and jsonb
// refuse the text, and PostgreSQL stores no NUL ("\u0000") in text at all. The walk itself is
// iterative, so it cannot overflow.

export type InvalidText = 'lone-surrogate' | 'nul'

export type JsonShapeProblem =
  | { readonly kind: 'too-deep'; readonly path: string; readonly maxDepth: number }
  | { readonly kind: 'invalid-text'; readonly path: string; readonly text: InvalidText }

/** With the `u` flag a paired surrogate is one code point, so only a lone one matches. */
const LONE_SURROGATE = /\p{Cs}/u

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text)

/** Why a string cannot be stored or encoded as text, or null when it can. */
export function invalidText(text: string): InvalidText | null {
  if (text.includes('\u0000')) return 'nul'
  return hasLoneSurrogate(text) ? 'lone-surrogate' : null
}

const childPath = (path: string, key: string | number) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? path
        ? `${path}.${key}`
        : key
      : `${path}[${JSON.stringify(key)}]`

/** The first problem found, or null. Depth counts containers: `{}` is 1, `{"a":[]}` is 2. */
export function findJsonShapeProblem(value: unknown, maxDepth: number): JsonShapeProblem | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }]
  while (stack.length > 0) {
    const { value: node, depth, path } = stack.pop()!
    if (typeof node === 'string') {
      const bad = invalidText(node)
      if (bad) return { kind: 'invalid-text', path, text: bad }
      continue
    }
    if (typeof node !== 'object' || node === null) continue
    if (depth + 1 > maxDepth) return { kind: 'too-deep', path, maxDepth }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ value: node[i], depth: depth + 1, path: childPath(path, i) })
      continue
    }
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      const bad = invalidText(key)
      if (bad) return { kind: 'invalid-text', path: childPath(path, key), text: bad }
      stack.push({ value: child, depth: depth + 1, path: childPath(path, key) })
    }
  }
  return null
}

const shortPath = (path: string) => (path.length <= 80 ? path : `${path.slice(0, 80)}…`)

/** A sentence for the caller; `what` names the document ("Request body", "The feed"). */
export function describeJsonShapeProblem(problem: JsonShapeProblem, what = 'Request body'): string {
  const where = problem.path ? ` at ${shortPath(problem.path)}` : ''
  if (problem.kind === 'too-deep') return `${what} nests deeper than ${problem.maxDepth} levels${where}`
  if (problem.text === 'nul') return `${what} contains a NUL character (\\u0000), which text cannot hold${where}`
  return `${what} contains text that is not valid Unicode (an unpaired surrogate such as \\ud800)${where}`
}
