// One JSON POST for the shopper's forms (sign-in, account actions, reserve): it never throws. A
// network failure is an answer with `offline` set, so each form says so in its own words.
export type PostAnswer = { ok: boolean; status: number; offline: boolean; json: Record<string, unknown> }

export async function postJson(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<PostAnswer> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { ok: res.ok, status: res.status, offline: false, json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
  } catch {
    return { ok: false, status: 0, offline: true, json: {} }
  }
}

export const OFFLINE_TEXT = 'We could not reach the site. Check your connection and try again.'
