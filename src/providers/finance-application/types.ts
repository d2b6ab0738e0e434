// The finance application provider seam: where a shopper's finance application goes once they
// send it (a broker's or lender's application API). The default works offline; the HTTP
// provider is chosen when its env is set. Either way the answer is our own `{ reference }`.
import type { ApplicationAnswers } from '@/src/domain/finance-application/schema'
import type { Provider } from '../result'

export interface FinanceApplicationSubmission {
  /** Our id of the application: sent as the idempotency key, so a retry is never a second application. */
  applicationId: string
  dealer: { id: string; name: string }
  answers: ApplicationAnswers
  /** The car of the dealer's stock the shopper chose, as the site found it. */
  car: { name: string; stockNumber?: string } | null
  submittedAt: string
}

/** `none`: the provider answered that it does not take this application. */
export type FinanceApplicationProvider = Provider<FinanceApplicationSubmission, { reference: string }>
