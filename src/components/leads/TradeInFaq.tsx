import { FaqAccordion } from '@/src/components/ui/FaqAccordion'
import { TRADE_IN_FAQ, TRADE_IN_FAQ_HEADING } from '@/src/domain/leads/trade-in-faq'

/** The trade-in FAQ that goes with every trade-in form. */
export function TradeInFaq() {
  return (
    <section aria-labelledby="trade-in-faq" className="mt-8">
      <h2 id="trade-in-faq" className="mb-4 text-xl font-bold">
        {TRADE_IN_FAQ_HEADING}
      </h2>
      <FaqAccordion items={[...TRADE_IN_FAQ]} />
    </section>
  )
}
