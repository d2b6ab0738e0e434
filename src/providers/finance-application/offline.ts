// The offline finance application provider (the default: no lender's API is reachable from our
// machines). Each submission is written whole as a JSON file under .data/finance-applications
// (FINANCE_APPLICATION_OUTBOX_DIR), readable by its owner only, named by time and reference, so a
// person running the demo, or a test, can see what a provider would have been sent.
import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { REFERENCE_BYTES, leadReference } from '@/src/domain/leads/reference'
import { writeFileWhole } from '@/src/lib/write-file-whole'
import { answered } from '../result'
import type { FinanceApplicationProvider } from './types'

export const outboxFileName = (reference: string, at: string) => `${at.replace(/[:.]/g, '-')}_${reference}.json`

export function createOutboxProvider(dir: string): FinanceApplicationProvider {
  return {
    name: 'outbox',
    async ask(submission) {
      const reference = `FA-${leadReference(randomBytes(REFERENCE_BYTES))}`
      await mkdir(dir, { recursive: true, mode: 0o700 })
      await writeFileWhole(
        path.join(dir, outboxFileName(reference, submission.submittedAt)),
        `${JSON.stringify({ reference, ...submission }, null, 2)}\n`,
      )
      return answered({ reference })
    },
  }
}
