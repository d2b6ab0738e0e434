// A stand-in for an outside service's HTTP API, handed to a provider as its fetch: it answers
// every request with one status and JSON body and records what was asked, so a provider's
// test checks the request it sends without reaching the real service.

/** Answers `status` with `payload` as JSON (204 with no body); `calls` holds each request's URL and headers. */
export function recordedFetch(status: number, payload: unknown) {
  const calls: { url: string; headers: Record<string, string> }[] = []
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> })
    return new Response(status === 204 ? null : JSON.stringify(payload), { status })
  }) as unknown as typeof fetch
  return { calls, fetchImpl }
}

/** A service that cannot be reached: fails as fetch does when the connection does. */
export const unreachableFetch = (async () => {
  throw new TypeError('fetch failed')
}) as unknown as typeof fetch
