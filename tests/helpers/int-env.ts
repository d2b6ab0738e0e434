import { inject } from 'vitest'

// Runs before each int test file is imported: config modules read the environment on import.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = 'int-test-secret-0123456789'
process.env.DEMO_PASSWORD = 'int-test-password-1'
;(process.env as Record<string, string>).NODE_ENV = 'test'
