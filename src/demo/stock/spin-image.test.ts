import { describe, expect, test } from 'vitest'
import { generateVehicles } from '@/src/demo/inventory'
import { SPIN_FRAME_COUNT } from '@/src/demo/inventory/spin'
import { parseVehicle } from '@/src/domain/inventory/vehicle'
import { hotspotsAtFrame } from '@/src/domain/vehicle-detail/hotspots'
import { vehicleMedia } from '@/src/domain/vehicle-detail/spin'
import { parseSpinName, renderSpinImage } from './spin-image'

const now = new Date('2026-03-15T00:00:00Z')
const rows = generateVehicles({ dealership: 'harbour-city-motors', count: 320, now, seed: 'demo' })
const vehicles = rows.map((car) => parseVehicle(car)).flatMap((p) => (p.ok ? [p.vehicle] : []))
const spinning = vehicles.filter((v) => v.spin_images)

describe('demo 360° views (a few cars per dealer, drawn locally)', () => {
  test('a few in-stock cars shown on the website have them, and every row still passes the schema', () => {
    expect(vehicles).toHaveLength(rows.length)
    expect(spinning.length).toBeGreaterThanOrEqual(3)
    expect(spinning.length).toBeLessThanOrEqual(15)
    expect(spinning.every((v) => v.status === 'in_stock' && v.show_on_dealer_website === true)).toBe(true)
  })

  test('every frame and interior the generator references can be drawn', () => {
    const names = spinning.flatMap((v) => [...(v.spin_images ?? []), v.spin_interior_image ?? '']).map((u) => u.split('/').pop()!)
    expect(names.filter((n) => parseSpinName(n) === null)).toEqual([])
    expect(spinning.every((v) => v.spin_images?.length === SPIN_FRAME_COUNT)).toBe(true)
  })

  test('its hotspots survive the page’s normalisation: wheels side-on, headlights from the front, the touchscreen inside', () => {
    const media = vehicleMedia({ ...spinning[0], name: 'Demo car' })
    expect(media.frames).toHaveLength(SPIN_FRAME_COUNT)
    expect(media.hotspots.map((h) => h.label)).toEqual(['Alloy wheels', 'LED headlights', 'Touchscreen'])
    expect(hotspotsAtFrame(media.hotspots, 0).map((h) => h.spot.id)).toEqual(['wheels'])
    expect(hotspotsAtFrame(media.hotspots, SPIN_FRAME_COUNT / 4).map((h) => h.spot.id)).toEqual(['headlights'])
    expect(media.hotspots.find((h) => h.id === 'touchscreen')?.interior).toEqual({ x: 50, y: 48 })
  })

  test.each(['spin-suv-white-0.png', 'spin-sedan-red-35.png', 'interior-tan.png'])('%s renders as a PNG', async (name) => {
    const png = await renderSpinImage(name)!
    expect(png.subarray(1, 4).toString()).toBe('PNG')
  })

  test.each([
    'spin-suv-white-36.png',
    'spin-suv-white-07.png',
    'spin-caravan-white-1.png',
    'spin-tank-white-1.png',
    'spin-suv-mauve-1.png',
    'interior-pink.png',
    '../interior-tan.png',
    'spin-suv-white-1.jpg',
  ])('%s is not drawn', (name) => {
    expect(renderSpinImage(name)).toBeNull()
  })
})
