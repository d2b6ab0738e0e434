import { APIError, type Endpoint } from 'payload'
import { isPlatformAdmin } from '../_access/predicates'
import { userOf } from '../_access'
import { ONLY_ONBOARDING_STAFF } from './hooks/launch'

const answer = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Response.json(status >= 400 ? { errors: [{ message }] } : { message, ...extra }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/tenants/:id/launch and /take-offline: the only way to change whether a site is
 * public. The launchedAt field itself takes no writes from the admin form or the REST API, so a
 * form opened before a launch cannot undo it when saved. The Tenants hook checks the checklist.
 */
function launchEndpoint(launch: boolean): Endpoint {
  return {
    path: `/:id/${launch ? 'launch' : 'take-offline'}`,
    method: 'post',
    handler: async (req) => {
      if (!req.user) return answer(401, 'Sign in to launch a dealer site.')
      if (!isPlatformAdmin(userOf(req))) return answer(403, ONLY_ONBOARDING_STAFF)
      const id = String(req.routeParams?.id ?? '')
      const tenant = /^\d{1,12}$/.test(id)
        ? await req.payload.findByID({ collection: 'tenants', id, depth: 0, disableErrors: true, req })
        : null
      if (!tenant) return answer(404, 'There is no such dealer site.')
      try {
        const doc = await req.payload.update({
          collection: 'tenants',
          id,
          data: { launchedAt: launch ? new Date().toISOString() : null },
          overrideAccess: true,
          depth: 0,
          req,
        })
        const message = launch
          ? `${doc.name} is launched: its website is public now.`
          : `${doc.name} is offline: its domain shows the holding page.`
        return answer(200, message, { launchedAt: doc.launchedAt ?? null })
      } catch (error) {
        if (error instanceof APIError && error.isPublic) return answer(error.status, error.message)
        throw error
      }
    },
  }
}

export const launchEndpoints = [launchEndpoint(true), launchEndpoint(false)]
