import { describe, expect, test } from 'vitest'
import { generateVehicles } from '@/src/demo/inventory'
import { parseImageName, renderVehicleImage } from './vehicle-image'

describe('demo vehicle pictures (local images only)', () => {
  test('every image the generator references can be drawn', () => {
    const now = new Date('2026-03-15T00:00:00Z')
    const rows = [
      ...generateVehicles({ dealership: 'a', count: 200, now }),
      ...generateVehicles({ dealership: 'b', count: 50, now, kind: 'caravans' }),
    ]
    const urls = rows.flatMap((r) =>
      (r.images as { image: { url: string; thumb: { url: string } } }[]).flatMap((i) => [i.image.url, i.image.thumb.url]),
    )
    const unknown = urls.filter((u) => parseImageName(u.split('/').pop()!) === null)
    expect(unknown).toEqual([])
  })

  test.each(['suv-white-1.png', 'caravan-silver-3-thumb.png'])('%s renders as a PNG', async (name) => {
    const png = await renderVehicleImage(name)!
    expect(png.subarray(1, 4).toString()).toBe('PNG')
  })

  test.each(['../etc-passwd-1.png', 'suv-white-99.png', 'tank-white-1.png', 'suv-mauve-1.png', 'suv-white-1.jpg'])(
    '%s is not drawn',
    (name) => {
      expect(renderVehicleImage(name)).toBeNull()
    },
  )
})
