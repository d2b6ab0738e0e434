import type { PostDelivery } from './types'

export const DELIVERY_TIMEOUT_MS = 10_000

/** A CRM or webhook POST: any answer but 2xx, a timeout or a network error is a failure to retry. */
export const postDelivery: PostDelivery = async ({ url, body, contentType, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    redirect: 'error',
  })
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
}
