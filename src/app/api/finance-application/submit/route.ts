import { handleApplicationSubmit } from '@/src/api/finance-application'
import { afterResponse } from '../../after-response'
import { kickLeadDeliveries } from '@/src/cms/leads'
import { SUBMIT_FAILED } from '@/src/domain/leads/forms'
import { methodNotAllowed, responseForError } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { submitDeps } from '../deps'

export const dynamic = 'force-dynamic'

/** POST /api/finance-application/submit: send a saved application, as a finance lead (src/api/finance-application.ts). */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('leadPerIp', request)
  if (refused) return refused
  try {
    const response = await handleApplicationSubmit(request, submitDeps())
    if (response.status === 201) afterResponse(() => kickLeadDeliveries())
    return response
  } catch (error) {
    return responseForError(error, { log: 'Finance application submit failed', message: SUBMIT_FAILED })
  }
}

const postOnly = methodNotAllowed(['POST'], 'Send an application with POST.')

export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE }
