import { clientIp, rateLimitSubject } from '../client-ip'
import { rateLimiter } from './limiter'
import type { PolicyName } from './policies'
import { tooManyRequests } from './response'

/** The key a per-IP policy counts a request under. */
export const ipKey = (headers: Headers) => rateLimitSubject(clientIp(headers))

/**
 * Counts a request against a per-IP policy: null to go on, or the 429 to answer. A fault in the
 * limiter itself (PostgreSQL outages are already covered in memory) is logged and lets the
 * request through rather than taking the endpoint down.
 */
export async function refuseOverIpLimit(
  policy: PolicyName,
  request: Request,
  shape: 'site' | 'protocol' = 'site',
): Promise<Response | null> {
  try {
    const result = await rateLimiter().limit(policy, ipKey(request.headers))
    return result.ok ? null : tooManyRequests(result, shape)
  } catch (error) {
    console.error(`Rate limit ${policy} could not be checked:`, error)
    return null
  }
}
