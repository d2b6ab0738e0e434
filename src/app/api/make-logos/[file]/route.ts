import { artworkSvg, makeLogoKeyOfFile, wordmarkSvg } from '@/src/domain/navigation/make-logo'
import { errorResponse, methodNotAllowed } from '@/src/lib/api-errors'
import { makeArtwork } from '@/src/providers/make-logos'

/** A make's logo (`/api/make-logos/toyota.svg`): the library's artwork, else the make's wordmark. */
export async function GET(_req: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const key = makeLogoKeyOfFile((await context.params).file)
  if (!key) return errorResponse('not-found', 'No such make logo: ask for /api/make-logos/{make}.svg, the make in lower case.')
  const artwork = makeArtwork(key)
  return new Response(artwork ? artworkSvg(artwork) : wordmarkSvg(key), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      // Opened on its own, the file runs nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  })
}

const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
