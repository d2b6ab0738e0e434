/** The one message a refused caller reads, whichever API it called. */
export const tooManyRequestsMessage = (retryAfterSeconds: number) => `Too many requests. Try again in ${retryAfterSeconds} seconds.`

/**
 * A refusal as a 429 with Retry-After, in the body shape of the API that refuses: `site` is our
 * route handlers' `{ error }`, `protocol` the `{ message, status }` the Algolia clients and feed
 * senders read, `payload` Payload's `{ errors: [{ message }] }` that the admin shows.
 */
export function tooManyRequests(refusal: { retryAfterSeconds: number }, shape: 'site' | 'protocol' | 'payload' = 'site'): Response {
  const message = tooManyRequestsMessage(refusal.retryAfterSeconds)
  const body = shape === 'payload' ? { errors: [{ message }] } : shape === 'protocol' ? { message, status: 429 } : { error: message }
  return Response.json(body, {
    status: 429,
    headers: { 'retry-after': String(refusal.retryAfterSeconds), 'cache-control': 'no-store' },
  })
}
