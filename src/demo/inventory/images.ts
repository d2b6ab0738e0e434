// Demo vehicle pictures are drawn locally by the /api/inventory-images route (nothing is
// downloaded); the generator only builds their URLs.

export const IMAGE_SHAPES = ['sedan', 'hatch', 'suv', 'ute', 'van', 'coupe', 'caravan', 'motorcycle'] as const
export type ImageShape = (typeof IMAGE_SHAPES)[number]

export const IMAGE_BASE_PATH = '/api/inventory-images'

export function shapeForBody(body: string | undefined): ImageShape {
  switch (body) {
    case 'sedan':
    case 'hatch':
    case 'ute':
    case 'coupe':
      return body
    case 'convertible':
      return 'coupe'
    case 'peopleMover':
    case 'van':
    case 'bus':
      return 'van'
    default:
      return 'suv'
  }
}

/** `/api/inventory-images/suv-white-2.png`; `thumb` asks for the small rendition. */
export function inventoryImageUrl(shape: ImageShape, colour: string, view: number, thumb = false): string {
  return `${IMAGE_BASE_PATH}/${shape}-${colour.toLowerCase().replace(/[^a-z]+/g, '')}-${view}${thumb ? '-thumb' : ''}.png`
}

export function imageList(shape: ImageShape, colour: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    image: { url: inventoryImageUrl(shape, colour, i + 1), thumb: { url: inventoryImageUrl(shape, colour, i + 1, true) } },
  }))
}
