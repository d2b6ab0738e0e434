// The downloadable car PDF (GET /cars/{slug}/pdf, downloaded as {slug}.pdf):
// the same sheet as the printable view (src/domain/vehicle-detail/print-sheet.ts), drawn on the
// server with @react-pdf/renderer: no browser on the server, A4, the built-in Helvetica.
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import type { SpecRow } from '@/src/domain/vehicle-detail/spec-rows'
import type { PrintSheet } from '@/src/domain/vehicle-detail/print-sheet'

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: 'Helvetica', fontSize: 10, color: '#111827' },
  header: { flexDirection: 'row', justifyContent: 'space-between', borderBottom: '1pt solid #9ca3af', paddingBottom: 10 },
  heading: { fontSize: 20, fontFamily: 'Helvetica-Bold' },
  subheading: { fontSize: 12, color: '#374151', marginTop: 2 },
  price: { fontSize: 20, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  small: { fontSize: 9, color: '#374151', textAlign: 'right' },
  sold: { fontSize: 14, fontFamily: 'Helvetica-Bold', color: '#b91c1c', textAlign: 'right', letterSpacing: 2 },
  photo: { marginTop: 14, width: '100%', height: 280, objectFit: 'cover', borderRadius: 4 },
  section: { marginTop: 14 },
  sectionTitle: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  rows: { flexDirection: 'row', flexWrap: 'wrap' },
  row: { width: '50%', flexDirection: 'row', paddingVertical: 3, paddingRight: 12, borderBottom: '0.5pt solid #e5e7eb' },
  label: { width: '45%', color: '#4b5563' },
  value: { width: '55%', fontFamily: 'Helvetica-Bold' },
  footer: { marginTop: 18, paddingTop: 10, borderTop: '1pt solid #9ca3af' },
  dealer: { fontSize: 12, fontFamily: 'Helvetica-Bold' },
  fine: { fontSize: 8, color: '#4b5563', marginTop: 6 },
})

function Rows({ title, rows }: { title: string; rows: readonly SpecRow[] }) {
  if (rows.length === 0) return null
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>{title}</Text>
      <View style={styles.rows}>
        {rows.map((row) => (
          <View key={row.label} style={styles.row}>
            <Text style={styles.label}>{row.label}</Text>
            <Text style={styles.value}>{row.value}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export interface PdfPhoto {
  data: Buffer
  format: 'jpg' | 'png'
}

function CarPdf({ sheet, photo, url }: { sheet: PrintSheet; photo: PdfPhoto | null; url: string }) {
  const title = [sheet.heading, sheet.subheading].filter(Boolean).join(' ')
  return (
    <Document title={title} author={sheet.dealer.name} subject={url} creator={sheet.dealer.name} producer={sheet.dealer.name}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={{ flexShrink: 1, paddingRight: 12 }}>
            <Text style={styles.heading}>{sheet.heading}</Text>
            {sheet.subheading && <Text style={styles.subheading}>{sheet.subheading}</Text>}
          </View>
          <View>
            <Text style={styles.price}>{sheet.price}</Text>
            {sheet.priceType && <Text style={styles.small}>{sheet.priceType}</Text>}
            {sheet.sold && <Text style={styles.sold}>SOLD</Text>}
          </View>
        </View>
        {photo && <Image style={styles.photo} src={photo} />}
        <Rows title="Car Summary" rows={sheet.summary} />
        <Rows title="Car Details" rows={sheet.details} />
        <View style={styles.footer} wrap={false}>
          <Text style={styles.dealer}>{sheet.dealer.name}</Text>
          {[sheet.dealer.location, sheet.dealer.address, sheet.dealer.phone, url].filter(Boolean).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Text style={styles.fine}>{sheet.disclaimer}</Text>
          <Text style={styles.fine}>{sheet.printedOn}</Text>
        </View>
      </Page>
    </Document>
  )
}

/** The PDF's bytes. */
export function renderCarPdf(sheet: PrintSheet, photo: PdfPhoto | null, url: string): Promise<Buffer> {
  return renderToBuffer(<CarPdf sheet={sheet} photo={photo} url={url} />)
}
