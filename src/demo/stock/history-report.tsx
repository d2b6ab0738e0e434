// The demo's sample vehicle history report: a one-page PDF drawn on request with
// @react-pdf/renderer, clearly marked as a sample, so the vehicle page's "Car History Report"
// button leads to a real file on the demo sites. A real site's feed links the provider's report.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { historyReportStock } from '@/src/demo/inventory/history-report'
// The checks a history report answers (the car page's used-car checks list them), each
// "No record found" on the sample.
import { HISTORY_CHECKS } from '@/src/domain/vehicle-detail/used-checks'

const styles = StyleSheet.create({
  page: { padding: 40, fontFamily: 'Helvetica', fontSize: 11, color: '#111827' },
  banner: { backgroundColor: '#fef3c7', padding: 8, marginBottom: 16, fontSize: 10 },
  heading: { fontSize: 22, fontFamily: 'Helvetica-Bold' },
  sub: { marginTop: 4, color: '#374151' },
  row: { flexDirection: 'row', paddingVertical: 6, borderBottom: '0.5pt solid #e5e7eb' },
  label: { width: '60%' },
  value: { width: '40%', fontFamily: 'Helvetica-Bold' },
  fine: { marginTop: 18, fontSize: 8, color: '#4b5563' },
})

export const SAMPLE_NOTE = 'Sample report for the demo site: not a real vehicle history check.'

function Report({ stock }: { stock: string }) {
  return (
    <Document title={`Vehicle history report ${stock}`} author="Demo dealer platform">
      <Page size="A4" style={styles.page}>
        <Text style={styles.banner}>{SAMPLE_NOTE}</Text>
        <Text style={styles.heading}>Vehicle history report</Text>
        <Text style={styles.sub}>Stock number {stock}</Text>
        <View style={{ marginTop: 18 }}>
          {HISTORY_CHECKS.map((check) => (
            <View key={check} style={styles.row}>
              <Text style={styles.label}>{check}</Text>
              <Text style={styles.value}>No record found</Text>
            </View>
          ))}
        </View>
        <Text style={styles.fine}>
          A real report comes from the dealer&apos;s history-check provider through the stock feed (the car&apos;s file field).
        </Text>
      </Page>
    </Document>
  )
}

/** The sample report of a stock number. */
export const drawHistoryReport = (stock: string): Promise<Buffer> => renderToBuffer(<Report stock={stock} />)

/** The sample report named `history-{stock}.pdf`, or null for any other name. */
export async function renderHistoryReport(fileName: string): Promise<Buffer | null> {
  const stock = historyReportStock(fileName)
  return stock ? drawHistoryReport(stock) : null
}
