// The offline SMS provider (the default: no SMS service is reachable from our machines). Each
// message is written to the server log and as a text file under .data/sms (SMS_OUTBOX_DIR), one
// file per message named by time and number, so a person running the demo, or an e2e test,
// can read the code.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SmsProvider } from './types'

export function outboxFileName(to: string, at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}_${to.replace(/[^\d]/g, '')}.txt`
}

export function createOutboxProvider(dir: string, now: () => Date = () => new Date()): SmsProvider {
  return {
    name: 'outbox',
    offline: true,
    async send({ to, body, tag }) {
      const at = now()
      await mkdir(dir, { recursive: true })
      await writeFile(path.join(dir, outboxFileName(to, at)), `To: ${to}\nTag: ${tag}\nDate: ${at.toISOString()}\n\n${body}\n`, {
        mode: 0o600,
      })
      console.info(`[sms outbox] to ${to}: ${body}`)
    },
  }
}
