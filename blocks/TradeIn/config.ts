import type { Block } from 'payload'
import { successPathField } from '@/collections/_fields/success-path'

/**
 * The online trade-in valuation placed on any page: the shopper names the car, answers the
 * condition questions and gets an offer to accept (a trade-in lead) or an inspection to ask for.
 */
export const TradeInBlock: Block = {
  slug: 'tradeIn',
  interfaceName: 'TradeInBlock',
  labels: { singular: 'Trade-in valuation', plural: 'Trade-in valuations' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Defaults to “Get Your Valuation”.' } },
    { name: 'intro', type: 'textarea', admin: { description: 'Optional sentence under the heading; a default explains the offer.' } },
    { name: 'showFaq', type: 'checkbox', label: 'Show the trade-in FAQ under it', defaultValue: true },
    successPathField,
  ],
}
