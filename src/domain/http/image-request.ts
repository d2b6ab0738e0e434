// Requests Next's image optimizer (/_next/image) answered with a 500, found by
// reading next/dist/server/image-optimizer.js: its parameter check throws, outside any try, on
//  - a `url` whose path has a broken percent-escape (it calls decodeURIComponent on it), and
//  - an Accept header its @hapi/accept cannot parse (a media range with a parameter that is not
//    name=value, e.g. `image/webp;q=`).
// The proxy answers both with a 400 before the optimizer sees them.

/** @hapi/accept's media range test, copied as it is (its alternatives are anchored unevenly). */
const VALID_MEDIA = /^(?:\*\/\*)|(?:[\w\!#\$%&'\*\+\-\.\^`\|~]+\/\*)|(?:[\w\!#\$%&'\*\+\-\.\^`\|~]+\/[\w\!#\$%&'\*\+\-\.\^`\|~]+)$/

/** True when @hapi/accept's mediaType() would throw on this Accept header (mirrors its parse). */
export function unreadableAccept(header: string | null): boolean {
  // Quoted values are set aside first, then spaces and tabs dropped, as the library does.
  const text = (header || '*/*').replace(/="([^"]*)"/g, '="q').replace(/[ \t]/g, '')
  for (const range of text.split(',')) {
    const [type = '', ...params] = range.split(';')
    if (!range || !VALID_MEDIA.test(type.toLowerCase())) continue
    if (params.some((p) => p.split('=').length !== 2 || !p.split('=')[1])) return true
  }
  return false
}

/** The path of a local image address, decoded as the optimizer decodes it; false when it cannot be. */
function decodablePath(url: string): boolean {
  let pathname: string
  try {
    pathname = new URL(url, 'http://n').pathname
  } catch {
    return true // the optimizer's own parse fails too, and it answers that with a 400
  }
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Why the optimizer would fail on this request with a 500, as a message for a 400, or null. */
export function imageRequestProblem(search: string, accept: string | null): string | null {
  const urls = new URLSearchParams(search).getAll('url')
  if (urls.some((url) => url.startsWith('/') && !decodablePath(url))) return 'The image address has a broken percent-escape.'
  if (unreadableAccept(accept)) return 'The Accept header cannot be read: each parameter of a media type must be name=value.'
  return null
}
