export { type PolicyOverrides } from './policies'
export { createRateLimiter, rateLimiter, setRateLimiter, type RateLimiter } from './limiter'
export { tooManyRequestsMessage } from './response'
export { ipKey, refuseOverIpLimit } from './request'
export {
  LOGIN_FAILURE_FLOOR_MS,
  beginAttempt,
  beginLoginAttempt,
  normaliseLoginEmail,
  type AttemptPolicies,
  type LoginAttempt,
} from './login'
export { throttleRestLogin } from './rest-login'
export { countLeadFromAddress } from './lead'
