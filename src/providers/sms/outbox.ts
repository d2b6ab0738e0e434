// The offline SMS provider (the default: no SMS service is reachable from our machines). Each
// message is written to the server log and as a text file under .data/sms (SMS_OUTBOX_DIR), one
// file per message named by time and number, so a person running the demo, or an e2e test,
// can read the code.
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writeFileWhole } from '@/src/lib/write-file-whole'
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
      // Whole or not at all: a reader polling the folder (an e2e test) once read a file half written.
      await writeFileWhole(path.join(dir, outboxFileName(to, at)), `To: ${to}\nTag: ${tag}\nDate: ${at.toISOString()}\n\n${body}\n`)
      console.info(`[sms outbox] to ${to}: ${body}`)
    },
  }
}
