// GET /cars/{slug}/pdf: the car's sheet as a PDF drawn on the server, downloaded as {slug}.pdf. The
// car is looked up inside the visited site's stock like its page (another dealer's car is a 404);
// failures answer { error } for the button's alert.
import { getTenantByHost } from '@/src/cms/tenants'
import { notLaunchedResponse } from '@/src/lib/tenant-request'
import { renderCarPdf } from '@/src/components/vehicle/pdf/CarPdf'
import { normaliseHost } from '@/src/domain/host/normalise-host'
import { CAR_PDF_GONE, pdfFileName, printSheet } from '@/src/domain/vehicle-detail/print-sheet'
import { errorResponse, methodNotAllowed, responseForError } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { originFromHeaders } from '@/src/lib/request-origin'
import { loadCar } from '../load'
import { pdfPhoto } from './photo'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** A path segment as text, or null when its escapes are broken (answered 404 like an unknown car). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export async function GET(request: Request, { params }: { params: Promise<{ host: string; slug: string }> }): Promise<Response> {
  const refused = await refuseOverIpLimit('carPdf', request)
  if (refused) return refused
  const { host: rawHost, slug: rawSlug } = await params
  const host = normaliseHost(decoded(rawHost) ?? '')
  const slug = decoded(rawSlug)
  const tenant = host ? await getTenantByHost(host) : null
  const unlaunched = tenant && notLaunchedResponse(request, tenant)
  if (unlaunched) return unlaunched
  const found = tenant && host && slug ? await loadCar(host, slug) : null
  if (!tenant || !found) return errorResponse('not-found', CAR_PDF_GONE)
  try {
    const sheet = printSheet(found.car, tenant, found.now)
    const pdf = await renderCarPdf(sheet, await pdfPhoto(sheet.photo), `${originFromHeaders(request.headers)}${found.car.path}`)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdfFileName(found.car.slug)}"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    return responseForError(error, {
      log: `The PDF of ${found.car.slug} failed:`,
      message: 'The PDF could not be prepared. Please try again.',
    })
  }
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
