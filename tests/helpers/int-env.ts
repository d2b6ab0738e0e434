import path from 'node:path'
import { inject } from 'vitest'
import { intScratchDir } from './int-scratch'

// Runs before each int test file is imported: config modules read the environment on import.
process.env.DATABASE_URL = inject('databaseUrl')
// Uploads, lead e-mails, sign-in texts and finance applications go to the run's scratch folder,
// not the demo's .data.
const scratch = intScratchDir(process.env.DATABASE_URL)
process.env.UPLOADS_DIR = scratch
process.env.LEAD_MAIL_DIR = path.join(scratch, 'mail')
process.env.SMS_OUTBOX_DIR = path.join(scratch, 'sms')
process.env.FINANCE_APPLICATION_OUTBOX_DIR = path.join(scratch, 'finance-applications')
process.env.PAYLOAD_SECRET = 'int-test-secret-0123456789'
process.env.DEMO_PASSWORD = 'int-test-password-1'
// As a deployment that guards its metrics: GET /metrics asks for this bearer token.
process.env.METRICS_TOKEN = 'int-metrics-token-0123456789'
;(process.env as Record<string, string>).NODE_ENV = 'test'
