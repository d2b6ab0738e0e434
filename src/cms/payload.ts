import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one way site code reaches Payload. `cron: true` starts the jobs queue's autoRun crons in
 * the server process (scheduled publishing, lead delivery retries); without it Payload never
 * runs them. Tests run without autoRun (payload.config.ts), and `next build` never starts crons.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
