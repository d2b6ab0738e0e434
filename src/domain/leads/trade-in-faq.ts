// The trade-in FAQ accordion shown with every trade-in form: online estimates are generally not
// given for cars over 7 years old or over 100,000 km; the estimate is indicative and subject to
// inspection; a finance payout goes to the lender first. A third-party valuation tool is mentioned
// in the FAQ only.

/** The limits above which an online estimate is generally not given. */
export const ONLINE_ESTIMATE_LIMITS = { years: 7, km: 100_000 } as const

export const TRADE_IN_FAQ_HEADING = 'Trade-in questions'

export const TRADE_IN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Can I get an online estimate for my car?',
    answer: `Online estimates are generally not given for cars over ${ONLINE_ESTIMATE_LIMITS.years} years old or over ${ONLINE_ESTIMATE_LIMITS.km.toLocaleString('en-AU')} km. Send us your details anyway: we will arrange an inspection and make you an offer. A third-party valuation tool may give us a starting figure.`,
  },
  {
    question: 'Is the estimate what you will pay for my car?',
    answer: 'An estimate is indicative only and subject to an inspection of your car. We confirm the final figure once we have seen it.',
  },
  {
    question: 'Can I trade in a car that is still under finance?',
    answer: 'Yes. The payout goes to your lender first; whatever is left of the trade-in value goes towards your next car.',
  },
]
