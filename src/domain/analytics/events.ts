// The analytics events the dealer sites fire, by the numeric ids dealers' tag managers expect,
// and the data an event carries. A lead's id depends on its form and car (leads/events.ts).

export const ANALYTICS_EVENTS = {
  usedVehicleView: 4,
  phoneClick: 25,
  financeCalculatorUse: 26,
  watchlistSave: 39,
  searchPageView: 49,
  historyReport: 60,
  print: 61,
} as const

/** Flat values only: every key becomes a tag-manager variable as it is. */
export type AnalyticsData = Record<string, string | number | boolean | null | undefined>
