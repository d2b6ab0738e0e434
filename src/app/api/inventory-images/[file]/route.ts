import { methodNotAllowed } from '@/src/lib/api-errors'
// Demo vehicle pictures, drawn on request (nothing downloaded, no binaries in the repository).
import { renderVehicleImage } from '@/src/demo/stock/vehicle-image'

export const runtime = 'nodejs'

export async function GET(_req: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params
  const png = renderVehicleImage(file)
  if (!png) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(await png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
