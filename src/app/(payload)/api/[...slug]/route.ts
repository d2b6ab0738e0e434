import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRest } from '@/src/cms/api-guard'
import { throttleRestLogin } from '@/src/lib/rate-limit'

export const GET = guardRest(config, REST_GET(config))
// Logins are throttled (finding 5): 429 + Retry-After, and failures all take the same time.
export const POST = guardRest(config, throttleRestLogin(REST_POST(config)))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = guardRest(config, REST_PATCH(config))
export const PUT = guardRest(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
