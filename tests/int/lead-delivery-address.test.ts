// A CRM or webhook address is checked again when a lead is sent, on the
// addresses its name RESOLVES to, and the connection goes to an address that was checked. Real
// sockets to a server on this machine; the system's resolver (/etc/hosts) or a stand-in DNS.
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'

import { deliveryAllowsPrivate, parseEnv } from '@/src/lib/env'
import { createPostDelivery } from '@/src/providers/lead-delivery/http'

// As in production (tests otherwise allow this machine): deliveries only to public addresses.
const postDelivery = createPostDelivery({ allowPrivate: deliveryAllowsPrivate(parseEnv({ NODE_ENV: 'production' })) })

let server: Server
let port = 0
let connections = 0
const received: { host: string | undefined; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ host: req.headers.host, body })
      res.end('ok')
    })
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  connections = 0
  received.length = 0
})

const lead = (url: string) => ({ url, body: '<adf/>', contentType: 'application/xml', headers: { 'idempotency-key': 'lead-1' } })

describe('CRM and webhook deliveries go only to public addresses, checked as resolved', () => {
  test.each(['https', 'http'])('a name the system resolves to this machine is refused before any connection (%s)', async (scheme) => {
    // /etc/hosts names this machine "vm" and "localhost": the name passes no address check of its own.
    for (const name of ['vm', 'localhost']) {
      await expect(postDelivery(lead(`${scheme}://${name}:${port}/adf`))).rejects.toThrow(
        /resolves to (127\.0\.0\.1|::1), which is not on the public internet/,
      )
    }
    expect(connections).toBe(0)
  })

  test.each(['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '0.0.0.0', '[::]'])(
    'the literal address %s is refused before any connection',
    async (host) => {
      await expect(postDelivery(lead(`http://${host}:${port}/adf`))).rejects.toThrow(/not on the public internet/)
      expect(connections).toBe(0)
    },
  )

  test('a name with one private address among public ones is refused', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ]
    const post = createPostDelivery({ allowPrivate: false, resolve })
    await expect(post(lead(`http://crm.example.com:${port}/adf`))).rejects.toThrow(/crm\.example\.com resolves to 10\.1\.2\.3/)
    expect(connections).toBe(0)
  })

  test('the connection goes to the address that was checked: a second answer of the DNS (rebinding) is never asked for', async () => {
    // Stand-in DNS: this machine first (the only address the stand-in policy allows), a private address after.
    const answers = ['127.0.0.1', '10.9.9.9']
    const resolve = vi.fn(async () => [{ address: answers.shift() ?? '10.9.9.9', family: 4 }])
    const post = createPostDelivery({ allowPrivate: false, resolve, allowAddress: (ip) => ip === '127.0.0.1' })
    await post(lead(`http://crm.example.com:${port}/adf`))
    expect(resolve).toHaveBeenCalledTimes(1)
    expect(received).toEqual([{ host: `crm.example.com:${port}`, body: '<adf/>' }])
    // The next delivery resolves again and gets the private address: refused, nothing sent.
    await expect(post(lead(`http://crm.example.com:${port}/adf`))).rejects.toThrow(/10\.9\.9\.9/)
    expect(received).toHaveLength(1)
  })

  test('the demo and tests (allowPrivate) still deliver to this machine; a non-2xx answer is a failure', async () => {
    const post = createPostDelivery({ allowPrivate: true })
    await post(lead(`http://localhost:${port}/adf`))
    expect(received).toEqual([{ host: `localhost:${port}`, body: '<adf/>' }])
    const failing = createServer((_req, res) => {
      res.statusCode = 302
      res.setHeader('location', 'http://169.254.169.254/')
      res.end()
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    const redirectPort = (failing.address() as AddressInfo).port
    await expect(post(lead(`http://127.0.0.1:${redirectPort}/adf`))).rejects.toThrow(/answered 302/)
    await new Promise((resolve) => failing.close(resolve))
  })
})
