import { handleValuationRequest } from '@/src/api/trade-in'
import { methodNotAllowed, responseForError } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { valuationDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/trade-in/valuation: an online trade-in offer, or the reason there is none (src/api/trade-in.ts). */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('tradeInValuation', request)
  if (refused) return refused
  try {
    return await handleValuationRequest(request, valuationDeps())
  } catch (error) {
    return responseForError(error, {
      log: 'Trade-in valuation failed',
      message: 'The valuation is unavailable right now. Please try again.',
    })
  }
}

const postOnly = methodNotAllowed(['POST'], 'Ask for a valuation with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
