import { methodNotAllowed } from '@/src/lib/api-errors'
import { createPhoneRevealHandler } from '@/src/api/phone-reveals'
import { getTenantByHost } from '@/src/cms/tenants'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { findCarBySlug, recordPhoneReveal } from '@/src/search/engine'

export const dynamic = 'force-dynamic'

const handle = createPhoneRevealHandler({
  findTenant: getTenantByHost,
  findCar: findCarBySlug,
  record: recordPhoneReveal,
  now: () => new Date(),
})

/** POST /api/cars/{slug}/phone-reveal: stores a reveal of the dealer's number on the car's page (src/api/phone-reveals.ts). */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const refused = await refuseOverIpLimit('phoneReveal', request)
  if (refused) return refused
  return handle(request, (await params).slug)
}

/** Any other method is told which one this route takes (405 with a message). */
const postOnly = methodNotAllowed(['POST'], 'This address answers POST requests only.')
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
