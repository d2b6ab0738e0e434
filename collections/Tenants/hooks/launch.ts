import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { launchRefusal } from '@/src/domain/onboarding/checklist'
import { tenantChecklist } from '@/src/cms/onboarding'
import { isPlatformAdmin } from '../../_access/predicates'
import { userOf } from '../../_access'

export const ONLY_ONBOARDING_STAFF = 'Only onboarding staff (platform admins) can launch a dealer site or take it back offline.'

/**
 * A site goes public (launchedAt set) only when onboarding staff launch it and its onboarding
 * checklist passes; anything else is refused with what is missing, before anything is written.
 * A new site starts unlaunched; only trusted server code with no signed-in user (the demo seed,
 * test fixtures) may create one launched.
 */
export const guardLaunch: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const user = userOf(req)
  const wasLaunched = Boolean(originalDoc?.launchedAt)
  const launching = 'launchedAt' in data ? Boolean(data.launchedAt) : wasLaunched
  if (operation === 'create') {
    if (launching && user) {
      throw new APIError(
        'A new dealer site starts unlaunched: launch it from its page once its onboarding checklist passes.',
        400,
        null,
        true,
      )
    }
    return data
  }
  if (launching === wasLaunched) {
    // Saving the form again keeps the first launch's time.
    if (wasLaunched) data.launchedAt = originalDoc.launchedAt
    return data
  }
  if (user && !isPlatformAdmin(user)) throw new APIError(ONLY_ONBOARDING_STAFF, 403, null, true)
  if (!launching) return { ...data, launchedAt: null }
  const refusal = launchRefusal(await tenantChecklist(req.payload, { ...originalDoc, ...data, id: originalDoc.id }, req))
  if (refusal) throw new APIError(refusal, 400, null, true)
  return { ...data, launchedAt: new Date().toISOString() }
}
