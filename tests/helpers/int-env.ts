import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'

// Runs before each int test file is imported: config modules read the environment on import.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = 'int-test-secret-0123456789'
process.env.DEMO_PASSWORD = 'int-test-password-1'
;(process.env as Record<string, string>).NODE_ENV = 'test'
// Sign-in texts of the offline SMS provider go to a scratch folder, not the demo's .data/sms.
process.env.SMS_OUTBOX_DIR = path.join(tmpdir(), `dealer-int-sms-${process.pid}`)
// Finance applications submitted to the offline provider go to a scratch folder, not the demo's .data.
process.env.FINANCE_APPLICATION_OUTBOX_DIR = path.join(tmpdir(), `dealer-int-finance-applications-${process.pid}`)
