// Demo history reports (the vehicle page offers "Car History Report" only when the car has a file):
// about one in eight used cars shown on the website carries a report file, chosen by a seeded
// stream of its own so the rest of the demo stock stays exactly as it was. The file is drawn on
// request by /api/inventory-files (src/demo/stock/history-report.tsx): a sample, marked as such.

import { createRng } from './prng'

export const FILE_BASE_PATH = '/api/inventory-files'
const HISTORY_SHARE = 1 / 8

/** `history-HCM10042.pdf`: the sample report of stock number HCM10042. */
export const historyReportUrl = (stocknum: string): string => `${FILE_BASE_PATH}/history-${stocknum}.pdf`

/** The stock number a report's file name stands for, or null for a name we do not draw. */
export function historyReportStock(fileName: string): string | null {
  const match = /^history-([A-Z]{1,8}\d{5,7})\.pdf$/.exec(fileName)
  return match ? match[1] : null
}

export function historyFields(car: { dealership: string; index: number; stocknum: string; carType: string | undefined; shown: boolean }): {
  file?: string
} {
  if (!car.shown || car.carType !== 'used') return {}
  return createRng(`history:${car.dealership}:${car.index}`).chance(HISTORY_SHARE) ? { file: historyReportUrl(car.stocknum) } : {}
}
