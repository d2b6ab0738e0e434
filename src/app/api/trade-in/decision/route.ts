import { handleOfferDecision } from '@/src/api/trade-in'
import { afterResponse } from '../../after-response'
import { kickLeadDeliveries } from '@/src/cms/leads'
import { SUBMIT_FAILED } from '@/src/domain/leads/forms'
import { methodNotAllowed, responseForError } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { decisionDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/trade-in/decision: accept or decline a signed offer, sent as a trade-in lead (src/api/trade-in.ts). */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('leadPerIp', request)
  if (refused) return refused
  try {
    const response = await handleOfferDecision(request, decisionDeps())
    if (response.status === 201) afterResponse(() => kickLeadDeliveries())
    return response
  } catch (error) {
    return responseForError(error, { log: 'Trade-in decision failed', message: SUBMIT_FAILED })
  }
}

const postOnly = methodNotAllowed(['POST'], 'Accept or decline an offer with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
