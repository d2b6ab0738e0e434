import type { SanitizedConfig } from 'payload'

/**
 * Our REST and GraphQL route modules (Payload's handlers behind our guards), called
 * in-process with real Requests exactly as Next calls them; no HTTP server or mock in
 * between. Staff calls go to the platform host; `host` sends them to a dealer host instead.
 */
export const PLATFORM_HOST = 'localhost:3000'
const slugOf = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0].split('/').filter(Boolean) }) })

type Options = { host?: string; headers?: Record<string, string> }

async function routes() {
  const rest = await import('@/src/app/(payload)/api/[...slug]/route')
  const graphql = await import('@/src/app/(payload)/api/graphql/route')
  return { rest, graphql }
}

async function parse(res: Response) {
  const text = await res.text()
  let json: any = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = { raw: text }
  }
  return { status: res.status, json, headers: res.headers }
}

export function restClient(_config: SanitizedConfig, token?: string, options: Options = {}) {
  const base = `http://${options.host ?? PLATFORM_HOST}/api`
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token ? { Authorization: `JWT ${token}` } : {}),
    host: options.host ?? PLATFORM_HOST,
    ...options.headers,
    ...extra,
  })
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    const init: RequestInit = { method, headers: headers(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) }
    if (body !== undefined) init.body = body instanceof FormData ? body : typeof body === 'string' ? body : JSON.stringify(body)
    const handler = (await routes()).rest[method]
    return parse(await handler(new Request(`${base}/${path}`, init), slugOf(path)))
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
    delete: (path: string) => call('DELETE', path),
    graphql: async (query: string | { raw: string }) => {
      const body = typeof query === 'string' ? JSON.stringify({ query }) : query.raw
      const res = await (
        await routes()
      ).graphql.POST(new Request(`${base}/graphql`, { method: 'POST', headers: headers({ 'Content-Type': 'application/json' }), body }))
      return parse(res)
    },
  }
}

export async function login(config: SanitizedConfig, email: string, password: string): Promise<string> {
  const res = await restClient(config).post('users/login', { email, password })
  if (res.status !== 200 || !res.json?.token) throw new Error(`Login failed for ${email}: ${res.status} ${JSON.stringify(res.json)}`)
  return res.json.token
}
