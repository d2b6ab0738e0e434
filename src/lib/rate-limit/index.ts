export { POLICIES, type Policy, type PolicyName, type PolicyOverrides } from './policies'
export {
  createRateLimiter,
  limit,
  rateLimiter,
  setRateLimiter,
  type LimitResult,
  type RateLimiter,
  type RateLimiterOptions,
} from './limiter'
export { tooManyRequests, tooManyRequestsMessage } from './response'
export { ipKey, refuseOverIpLimit } from './request'
export { LOGIN_FAILURE_FLOOR_MS, beginLoginAttempt, loginRefusedForIp, normaliseLoginEmail, waitForFloor, type LoginAttempt } from './login'
export { throttleRestLogin } from './rest-login'
