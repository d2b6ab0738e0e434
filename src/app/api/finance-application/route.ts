import { handleApplicationRead, handleApplicationSave } from '@/src/api/finance-application'
import { methodNotAllowed, responseForError } from '@/src/lib/api-errors'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { applicationDeps } from './deps'

export const dynamic = 'force-dynamic'

const FAILED = 'Your application could not be saved right now. Please try again.'

/** POST /api/finance-application: save steps of a finance application (src/api/finance-application.ts). */
export async function POST(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('financeApplication', request)
  if (refused) return refused
  try {
    return await handleApplicationSave(request, applicationDeps())
  } catch (error) {
    return responseForError(error, { log: 'Finance application save failed', message: FAILED })
  }
}

/** GET /api/finance-application?token=: the saved answers, for the shopper holding the link. */
export async function GET(request: Request): Promise<Response> {
  const refused = await refuseOverIpLimit('financeApplication', request)
  if (refused) return refused
  try {
    return await handleApplicationRead(request, applicationDeps())
  } catch (error) {
    return responseForError(error, {
      log: 'Finance application read failed',
      message: 'Your application could not be opened right now. Please try again.',
    })
  }
}

const saveOrRead = methodNotAllowed(['GET', 'POST'], 'Save an application with POST, or open it with GET and its token.')

export { saveOrRead as PUT, saveOrRead as PATCH, saveOrRead as DELETE }
