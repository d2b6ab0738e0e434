// When a car's quote is asked for, apart from the quote schemas (quote.ts), so the
// vehicle page decides without loading zod; the answer is parsed by quote.ts when it arrives.
import { toNumber } from './money'

/** Only when the feature is on, the car has no quote yet and its price is above 0. */
export function shouldRequestQuote(input: { featureOn: boolean; hasQuote: boolean; price: unknown }): boolean {
  return input.featureOn && !input.hasQuote && toNumber(input.price) > 0
}
