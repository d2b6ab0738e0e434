// A finance application service over HTTP (FINANCE_APPLICATION_API_URL + _API_KEY): a broker's or
// lender's application API. It cannot be reached from our build machines: it is tested against
// recorded requests only. Contract: POST {url}/applications with a bearer key and
// `Idempotency-Key: finance-application-<id>`, the submission as JSON; 200/201 answers
// `{ reference }`; 422 means it does not take this application (none); anything else, a timeout
// or another body is unavailable.
import { z } from 'zod'
import { answered, noAnswer, unavailable } from '../result'
import type { FinanceApplicationProvider } from './types'

export const HTTP_TIMEOUT_MS = 10_000

const answerSchema = z.object({ reference: z.string().trim().min(1).max(100) })

export function createHttpApplicationProvider(
  settings: { url: string; apiKey: string },
  fetchImpl: typeof fetch = fetch,
): FinanceApplicationProvider {
  return {
    name: 'http',
    async ask(submission) {
      let res: Response
      try {
        res = await fetchImpl(`${settings.url.replace(/\/$/, '')}/applications`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.apiKey}`,
            accept: 'application/json',
            'content-type': 'application/json',
            'idempotency-key': `finance-application-${submission.applicationId}`,
          },
          body: JSON.stringify(submission),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        })
      } catch (error) {
        return unavailable(`Finance application service unreachable: ${(error as Error).message}`)
      }
      if (res.status === 422) return noAnswer
      if (!res.ok) return unavailable(`Finance application service answered ${res.status}`)
      const parsed = answerSchema.safeParse(await res.json().catch(() => null))
      return parsed.success
        ? answered({ reference: parsed.data.reference })
        : unavailable('Finance application service sent an unexpected body')
    },
  }
}
