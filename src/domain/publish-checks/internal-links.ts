// Links inside the dealer's site: a link to a page that does not exist or is not
// published would send shoppers to a 404, so it blocks the publish.
import { normaliseSitePath } from '@/src/domain/navigation/redirects'
import { isSiteRoute } from '@/src/domain/navigation/site-routes'
import type { LinkRef } from './extract'
import type { Problem, SiteIndex } from './types'

/** Whether a path on the site answers: one of its routes, a published page, a redirect or a model page. */
export function pathAnswers(path: string, site: SiteIndex): boolean {
  const normal = normaliseSitePath(path)
  if (normal === null) return false
  return isSiteRoute(normal) || site.paths.has(normal)
}

export function internalLinkProblems(links: readonly LinkRef[], site: SiteIndex | null): Problem[] {
  if (!site) return []
  return links.flatMap((link): Problem[] => {
    const { target } = link
    let message: string | null = null
    if (target.kind === 'page' && !site.pageIds.has(target.id))
      message = 'Links to a page that is not published on this site (a draft, or deleted). Publish that page first or choose another.'
    else if (target.kind === 'post' && !site.postIds.has(target.id))
      message = 'Links to a blog post that is not published on this site. Publish it first or choose another.'
    else if (target.kind === 'path' && !target.path.startsWith('/#') && !pathAnswers(target.path, site))
      message = `Links to ${target.path}, which is not a published page of this site. Check the address or publish that page first.`
    return message ? [{ rule: 'internal-link', severity: 'block', path: link.path, where: link.where, message }] : []
  })
}
