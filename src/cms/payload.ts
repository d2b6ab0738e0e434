import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way site code reaches Payload. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
