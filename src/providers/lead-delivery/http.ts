// CRM and webhook POSTs to the address a dealer's staff set. The address was checked when it was
// saved, but a public name can resolve to a private address, now or after a DNS change between the
// check and the connection (rebinding). So the name is resolved here, every address it has is
// checked, and the socket connects to one of those checked addresses (the request's own `lookup`):
// no second resolution happens that could answer differently.
import { type LookupAddress, promises as dns } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { type LookupFunction, isIP } from 'node:net'
import { isPublicIp } from '@/src/domain/host/ip-address'
import type { PostDelivery } from './types'

const DELIVERY_TIMEOUT_MS = 10_000

/** Every address of a name, as a socket would look it up. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>

interface PostDeliveryOptions {
  /** Demo and tests deliver to servers on this machine (LEAD_DELIVERY_ALLOW_PRIVATE). */
  allowPrivate: boolean
  /** Tests hand in their own DNS; the default is the system's (dns.lookup). */
  resolve?: Resolve
  /** Which addresses may be connected to; the default is public ones unless allowPrivate. */
  allowAddress?: (ip: string) => boolean
}

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true })

const notPublic = (host: string, ip: string) =>
  new Error(`${host} resolves to ${ip}, which is not on the public internet; deliveries go only to public addresses.`)

/** A `lookup` for http.request that answers only addresses it has checked. */
function checkedLookup(resolve: Resolve, allowAddress: (ip: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    const answer = async () => {
      const addresses = await resolve(hostname)
      const refused = addresses.find((a) => !allowAddress(a.address))
      if (refused) throw notPublic(hostname, refused.address)
      const usable = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses
      if (usable.length === 0) throw Object.assign(new Error(`${hostname} has no address to deliver to.`), { code: 'ENOTFOUND' })
      return usable
    }
    answer().then(
      (usable) => (options.all ? callback(null, usable) : callback(null, usable[0].address, usable[0].family)),
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

/** A CRM or webhook POST: any answer but 2xx, a redirect, a timeout or a network error is a failure to retry. */
export function createPostDelivery(options: PostDeliveryOptions): PostDelivery {
  const allowAddress = options.allowAddress ?? (options.allowPrivate ? () => true : isPublicIp)
  const lookup = checkedLookup(options.resolve ?? systemResolve, allowAddress)
  return ({ url, body, contentType, headers }) =>
    new Promise<void>((resolve, reject) => {
      const target = new URL(url)
      // A literal address is connected to as it is, without a lookup: check it here.
      const literal = target.hostname.replace(/^\[|\]$/g, '')
      if (isIP(literal) && !allowAddress(literal)) return reject(notPublic(literal, literal))
      const send = target.protocol === 'https:' ? https.request : http.request
      const request = send(
        target,
        {
          method: 'POST',
          headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)), ...headers },
          lookup,
          agent: false,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        },
        (response) => {
          response.resume()
          response.on('error', reject)
          response.on('end', () => {
            const status = response.statusCode ?? 0
            if (status >= 200 && status < 300) resolve()
            else reject(new Error(`${url} answered ${status}`))
          })
        },
      )
      request.on('error', (error) => reject(error.name === 'AbortError' ? new Error(`${url} did not answer in time.`) : error))
      request.end(body)
    })
}
