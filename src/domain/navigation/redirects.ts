// Redirects of a dealer site: a published page that moves or is deleted leaves a 301 from its old
// address, editable in the admin; the site answers them before its
// 404. These rules check an editor's entries and follow chains, so a moved-twice page still
// lands in one hop and a loop is never served.

export interface Redirect {
  from: string
  to: string
  permanent: boolean
}

/** Longest address a redirect names. */
export const MAX_REDIRECT_PATH = 300
/** A chain longer than this is treated as broken (and reported), never followed further. */
export const MAX_REDIRECT_HOPS = 5

const PATH = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/

/**
 * An address on the site as a redirect stores it: leading slash, no trailing slash (except "/"),
 * no query or fragment, lower case (site paths are lower-case slugs); null when it is not one.
 */
export function normaliseSitePath(input: string | null | undefined): string | null {
  let path = (input ?? '').trim()
  if (!path) return null
  if (/^https?:\/\//i.test(path)) return null
  path = path.split(/[?#]/)[0]
  if (!path.startsWith('/')) path = `/${path}`
  path = path.replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  path = path.toLowerCase()
  if (path.length > MAX_REDIRECT_PATH || !PATH.test(path) || path.split('/').some((s) => s === '..' || s === '.')) return null
  return path
}

/** Where a redirect may send a shopper: a path on the site, or a full https:// address elsewhere. */
export function normaliseRedirectTarget(input: string | null | undefined): string | null {
  const text = (input ?? '').trim()
  if (/^https:\/\//i.test(text)) {
    try {
      const url = new URL(text)
      return url.username || url.password || text.length > MAX_REDIRECT_PATH * 2 ? null : url.toString()
    } catch {
      return null
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return null
  const [pathPart, ...rest] = text.split(/(?=[?#])/)
  const path = normaliseSitePath(pathPart)
  return path ? `${path}${rest.join('')}` : null
}

/** What is wrong with an editor's redirect, or null. */
export function redirectProblem(from: string | null | undefined, to: string | null | undefined): string | null {
  const source = normaliseSitePath(from)
  if (!source) return 'The old address must be a path on this site, like /summer-sale.'
  if (source === '/') return 'The home page cannot be redirected.'
  const target = normaliseRedirectTarget(to)
  if (!target) return 'The new address must be a path on this site (like /offers) or a full https:// address.'
  if (target.split(/[?#]/)[0] === source) return 'A redirect cannot point to itself.'
  return null
}

export type RedirectResolution = { kind: 'redirect'; to: string; permanent: boolean } | { kind: 'none' } | { kind: 'loop'; chain: string[] }

/**
 * Where a path ends up: the last address of its chain (at most 5 hops), permanent only when every
 * hop is. A chain that comes back on itself, or runs too long, is a loop: the site answers 404.
 */
export function resolveRedirect(path: string, redirects: readonly Redirect[]): RedirectResolution {
  const byFrom = new Map(redirects.map((r) => [normaliseSitePath(r.from), r]))
  const start = normaliseSitePath(path)
  const first = start ? byFrom.get(start) : undefined
  if (!first || !start) return { kind: 'none' }
  let current: Redirect = first
  const chain = [start]
  let permanent = true
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    permanent &&= current.permanent
    const target: string = current.to
    const targetPath: string | null = /^https:/i.test(target) ? null : normaliseSitePath(target.split(/[?#]/)[0])
    if (targetPath && chain.includes(targetPath)) return { kind: 'loop', chain: [...chain, targetPath] }
    const next: Redirect | undefined = targetPath ? byFrom.get(targetPath) : undefined
    if (!next || !targetPath) return { kind: 'redirect', to: target, permanent }
    chain.push(targetPath)
    current = next
  }
  return { kind: 'loop', chain }
}

/**
 * The redirect a page's move leaves (its old path to its new one), and the existing redirects to
 * rewrite so none points at the old path any more (one hop, not a chain); none when nothing moved.
 */
export function redirectsForMove(oldPath: string, newPath: string, existing: readonly (Redirect & { id: string | number })[]) {
  if (oldPath === newPath || oldPath === '/') return { create: null, retarget: [], remove: [] }
  /** A redirect from the page's new address would hide the page, and one from its old address is replaced: they go. */
  const gone = existing.filter((r) => normaliseSitePath(r.from) === newPath || normaliseSitePath(r.from) === oldPath)
  return {
    create: { from: oldPath, to: newPath, permanent: true },
    /** Redirects that led to the old address now lead to the new one. */
    retarget: existing.filter((r) => normaliseSitePath(r.to) === oldPath && !gone.includes(r)).map((r) => r.id),
    remove: gone.map((r) => r.id),
  }
}
