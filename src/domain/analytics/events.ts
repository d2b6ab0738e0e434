// The analytics events the dealer sites fire, by the numeric ids dealers' tag managers expect,
// and the data an event carries. Which id a lead fires depends on its form and car
// (leads/events.ts). Free of imports: the browser's tracking reads it on every page.

export const ANALYTICS_EVENTS = {
  usedVehicleView: 4,
  phoneClick: 25,
  financeCalculatorUse: 26,
  watchlistSave: 39,
  searchPageView: 49,
  historyReport: 60,
  print: 61,
} as const

/** The ids a successful lead fires. */
export const LEAD_EVENTS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  financeModal: 9,
  defaultForm: 22,
  careers: 51,
  /** An online trade-in offer the shopper accepted. */
  offerAccepted: 18,
} as const

/** Flat values only: every key becomes a tag-manager variable as it is. */
export type AnalyticsData = Record<string, string | number | boolean | null | undefined>
