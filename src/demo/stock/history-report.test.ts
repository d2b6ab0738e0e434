import { describe, expect, test } from 'vitest'
import { historyFields, historyReportStock, historyReportUrl } from '@/src/demo/inventory/history-report'
import { renderHistoryReport } from './history-report'

describe('demo history reports ("Car History Report" only with a file)', () => {
  test('a report file name stands for its stock number; anything else is not drawn', () => {
    expect(historyReportUrl('HCM10042')).toBe('/api/inventory-files/history-HCM10042.pdf')
    expect(historyReportStock('history-HCM10042.pdf')).toBe('HCM10042')
    for (const name of ['history-HCM10042.png', 'history-../x.pdf', 'history-hcm10042.pdf', 'HCM10042.pdf', 'history-HCM1.pdf']) {
      expect(historyReportStock(name)).toBeNull()
    }
  })

  test('about one in eight used cars shown on the website has a report; new cars and hidden cars none', () => {
    const cars = Array.from({ length: 800 }, (_, index) => ({ dealership: 'harbour-city-motors', index, stocknum: `HCM${10000 + index}` }))
    const withFile = cars.filter((c) => historyFields({ ...c, carType: 'used', shown: true }).file)
    expect(withFile.length).toBeGreaterThan(60)
    expect(withFile.length).toBeLessThan(150)
    expect(historyFields({ ...withFile[0], carType: 'used', shown: true })).toEqual({ file: historyReportUrl(withFile[0].stocknum) })
    expect(cars.filter((c) => historyFields({ ...c, carType: 'new', shown: true }).file)).toEqual([])
    expect(cars.filter((c) => historyFields({ ...c, carType: 'used', shown: false }).file)).toEqual([])
  })

  test('the sample report is a PDF; other names get nothing', async () => {
    const pdf = await renderHistoryReport('history-HCM10042.pdf')
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf!.length).toBeGreaterThan(1000)
    expect(await renderHistoryReport('history-../../etc.pdf')).toBeNull()
  }, 20_000)
})
