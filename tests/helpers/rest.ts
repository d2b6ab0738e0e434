import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, GRAPHQL_POST } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

/**
 * Payload's real REST and GraphQL route handlers, called in-process with real Requests,
 * exactly as Next calls them; no HTTP server or mock in between.
 */
const BASE = 'http://harbour-city-motors.localhost:3000/api'
const slugOf = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0].split('/').filter(Boolean) }) })

export function restClient(config: SanitizedConfig, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({ ...(token ? { Authorization: `JWT ${token}` } : {}), ...extra })
  const call = async (handler: ReturnType<typeof REST_GET>, method: string, path: string, body?: unknown) => {
    const init: RequestInit = { method, headers: headers(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) }
    if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body)
    const res = await handler(new Request(`${BASE}/${path}`, init), slugOf(path))
    const text = await res.text()
    let json: any = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = { raw: text }
    }
    return { status: res.status, json }
  }
  return {
    get: (path: string) => call(REST_GET(config), 'GET', path),
    post: (path: string, body: unknown) => call(REST_POST(config), 'POST', path, body),
    patch: (path: string, body: unknown) => call(REST_PATCH(config), 'PATCH', path, body),
    delete: (path: string) => call(REST_DELETE(config), 'DELETE', path),
    graphql: async (query: string) => {
      const res = await GRAPHQL_POST(config)(
        new Request(`${BASE}/graphql`, { method: 'POST', headers: headers({ 'Content-Type': 'application/json' }), body: JSON.stringify({ query }) }),
      )
      return { status: res.status, json: (await res.json()) as any }
    },
  }
}

export async function login(config: SanitizedConfig, email: string, password: string): Promise<string> {
  const res = await restClient(config).post('users/login', { email, password })
  if (res.status !== 200 || !res.json?.token) throw new Error(`Login failed for ${email}: ${res.status} ${JSON.stringify(res.json)}`)
  return res.json.token
}
