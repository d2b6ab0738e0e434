/**
 * Which request URLs are refused before routing (docs/security.md, "Bad input": "invalid
 * percent-escapes 400"). Next decodes path segments to match dynamic routes and answers a bare
 * 500 when a segment does not decode (`/%ED%A0%80`, `/search/%E0%A4%A`); query strings are
 * decoded by whoever reads them, each in its own way (replacement characters, thrown errors).
 * So one rule for both: every `%` starts two hex digits, every run of escapes decodes as UTF-8,
 * and nothing decodes to NUL, which PostgreSQL cannot store or compare in text.
 * (Next re-serialises the query before the proxy sees it, so there an undecodable escape has
 * already become U+FFFD; a NUL survives and is refused.)
 */
export interface MalformedUrl {
  part: 'path' | 'query string' | 'Host header'
  /** The offending text, short and ASCII-only (it is shown back to the caller). */
  sample: string
  message: string
}

const INCOMPLETE_ESCAPE = /%(?![0-9a-f]{2})/i
const ESCAPE_RUN = /(?:%[0-9a-f]{2})+/gi
const MAX_SAMPLE = 27 // nine escapes

function shorten(run: string): string {
  return run.length > MAX_SAMPLE ? `${run.slice(0, MAX_SAMPLE)}…` : run
}

/** Only printable ASCII is echoed back; anything else shows as its escape. */
const printable = (text: string) => text.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c))

function problemIn(text: string, part: MalformedUrl['part']): MalformedUrl | null {
  const incomplete = INCOMPLETE_ESCAPE.exec(text)
  if (incomplete) {
    const sample = printable(text.slice(incomplete.index, incomplete.index + 3))
    return { part, sample, message: `The ${part} has an incomplete percent-escape ("${sample}"): a % must be followed by two hex digits.` }
  }
  for (const [run] of text.matchAll(ESCAPE_RUN)) {
    let decoded: string
    try {
      decoded = decodeURIComponent(run)
    } catch {
      const sample = shorten(run)
      return { part, sample, message: `The ${part} has percent-escapes that are not valid UTF-8 ("${sample}").` }
    }
    if (decoded.includes('\u0000')) return { part, sample: '%00', message: `The ${part} contains a NUL character ("%00").` }
  }
  return null
}

/** `pathname` and `search` as they arrived, still percent-encoded; `search` with or without its `?`. */
export function malformedUrl(pathname: string, search: string): MalformedUrl | null {
  return problemIn(pathname, 'path') ?? problemIn(search.replace(/^\?/, ''), 'query string')
}

// A host name or IP literal (RFC 3986 reg-name characters, no percent-escapes), then an optional port.
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~!$&'()*+,;=-]+)(?::(\d{1,5}))?$/i

/**
 * A Host header the app could not build its own origin from (`localhost:99999`, `a b`, `x/y`):
 * every absolute URL the site renders (canonical links, structured data) starts from it.
 * A missing Host is Node's to refuse.
 */
export function malformedHost(raw: string | null): MalformedUrl | null {
  if (raw === null) return null
  const match = HOST_HEADER.exec(raw)
  let valid = match !== null && (match[1] === undefined || Number(match[1]) <= 65535)
  if (valid) {
    try {
      new URL(`http://${raw}`)
    } catch {
      valid = false
    }
  }
  if (valid) return null
  const sample = shorten(printable(raw).slice(0, 60))
  return { part: 'Host header', sample, message: `The Host header ("${sample}") is not a valid host name and port.` }
}
