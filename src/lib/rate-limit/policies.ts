/**
 * Every rate limit of the app, in one place (DESIGN security model: public POSTs are limited per
 * IP, and per account where one exists). `points` requests per `durationSeconds` window; the
 * window starts at the first request and does not grow while refused, so a client is free again
 * `durationSeconds` after its first counted request at the latest.
 */
export interface Policy {
  /** Prefix of the stored keys; unique per policy. */
  readonly name: string
  readonly points: number
  readonly durationSeconds: number
}

export const POLICIES = {
  /** Failed staff logins per client IP (REST, GraphQL and Local API alike). */
  loginPerIp: { name: 'login-ip', points: 20, durationSeconds: 15 * 60 },
  /** Failed logins per (account e-mail, client IP): guessing one password is slow, but the owner elsewhere is unaffected. */
  loginPerAccountAndIp: { name: 'login-account-ip', points: 5, durationSeconds: 15 * 60 },
  /** Password-reset requests and resets per IP: each request may send an e-mail. */
  passwordReset: { name: 'password-reset-ip', points: 10, durationSeconds: 15 * 60 },
  /** Stock feed uploads per IP; a dealer system sends a full snapshot a few times an hour, a vendor for several dealers more. */
  feedUpload: { name: 'feed-ip', points: 60, durationSeconds: 10 * 60 },
  /** Finance quotes per IP; the calculator asks once per settled change. */
  financeQuote: { name: 'quote-ip', points: 60, durationSeconds: 60 },
  /** Vehicle page view reports per IP; a shopper opens a few dozen cars, each reports once. */
  carView: { name: 'car-view-ip', points: 120, durationSeconds: 60 },
  /** Phone reveals reported per IP; each page reports its first reveal only, and every one is stored. */
  phoneReveal: { name: 'phone-reveal-ip', points: 30, durationSeconds: 60 },
  /** Car PDFs drawn per IP; each takes real CPU, and a shopper downloads a handful at most. */
  carPdf: { name: 'car-pdf-ip', points: 20, durationSeconds: 60 },
  /** Demo history report PDFs per IP: each is drawn once per process, but a miss takes real CPU. */
  historyReport: { name: 'history-report-ip', points: 30, durationSeconds: 60 },
  /** Price comparisons per IP; a car page asks once, and each answer may cost a call to a paid service. */
  priceComparison: { name: 'price-comparison-ip', points: 60, durationSeconds: 60 },
  /** Lead forms sent per IP; a family sharing a connection may send a handful of enquiries in a sitting. */
  leadPerIp: { name: 'lead-ip', points: 20, durationSeconds: 10 * 60 },
  /** Trade-in valuations per IP; a shopper tries a few answers, and each may cost a rego lookup and a market price. */
  tradeInValuation: { name: 'trade-in-valuation-ip', points: 30, durationSeconds: 10 * 60 },
  /** Trade-in photos per IP; a shopper sends up to six with a valuation, and may change a few or try again. */
  tradeInPhoto: { name: 'trade-in-photo-ip', points: 30, durationSeconds: 10 * 60 },
  /** Finance application saves and reads per IP; a shopper saves each of four steps, goes back and changes some, and resumes. */
  financeApplication: { name: 'finance-application-ip', points: 60, durationSeconds: 10 * 60 },
  /** Nearest-dealership look-ups per IP; a shopper tries a postcode or two, and each may cost a call to a paid geocoder. */
  nearestLocations: { name: 'nearest-locations-ip', points: 60, durationSeconds: 60 },
  /** Leads per (e-mail address, IP) per site: refused past it. Someone using a victim's address elsewhere never blocks the victim. */
  leadPerAddressAndIp: { name: 'lead-address-ip', points: 10, durationSeconds: 60 * 60 },
  /**
   * Leads per e-mail address per site from every IP: past it a lead is still stored but held
   * (not sent), so an address sprayed from many IPs cannot flood the dealer's inbox, and its
   * owner is never refused.
   */
  leadPerAddress: { name: 'lead-address', points: 10, durationSeconds: 60 * 60 },
  /** Sign-in codes requested per IP: each sends a text message that costs money. */
  signInCodePerIp: { name: 'sign-in-code-ip', points: 10, durationSeconds: 15 * 60 },
  /**
   * Codes sent to one number at the request of one IP, on any site: an attacker's address soon
   * stops texting someone, while the owner's own address is not counted with it.
   */
  signInCodePerNumberAndIp: { name: 'sign-in-code-number-ip', points: 5, durationSeconds: 60 * 60 },
  /**
   * Codes sent to one number on every site from every IP, so nobody can flood a phone from many
   * dealers' sites. Above what one IP may ask for, and a short window: only an attacker with
   * several addresses reaches it, and then the owner waits minutes, not hours.
   */
  signInCodePerNumber: { name: 'sign-in-code-number-all', points: 8, durationSeconds: 15 * 60 },
  /** Codes tried per IP; each code also takes only 5 tries, this stops spreading guesses over many numbers. */
  signInVerifyPerIp: { name: 'sign-in-verify-ip', points: 30, durationSeconds: 15 * 60 },
  /** Codes tried per (number and site, IP), as staff logins: guessing from one address is slow, the owner elsewhere is unaffected. */
  signInVerifyPerNumberAndIp: { name: 'sign-in-verify-number-ip', points: 10, durationSeconds: 15 * 60 },
  /** Watchlist saves and removals and other shopper account calls per IP. */
  shopperAccount: { name: 'shopper-ip', points: 120, durationSeconds: 60 },
  /** Online reservations per IP: each may charge a card. */
  reservePerIp: { name: 'reserve-ip', points: 10, durationSeconds: 10 * 60 },
  /** Search requests per IP; InstantSearch sends one per keystroke and refinement. */
  search: { name: 'search-ip', points: 600, durationSeconds: 60 },
} as const satisfies Record<string, Policy>

export type PolicyName = keyof typeof POLICIES

export type PolicyOverrides = Partial<Record<PolicyName, Partial<Omit<Policy, 'name'>>>>

export function resolvePolicies(overrides: PolicyOverrides = {}): Record<PolicyName, Policy> {
  const entries = (Object.keys(POLICIES) as PolicyName[]).map((name) => [name, { ...POLICIES[name], ...overrides[name] }] as const)
  return Object.fromEntries(entries) as Record<PolicyName, Policy>
}
