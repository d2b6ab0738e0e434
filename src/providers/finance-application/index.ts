// The finance application provider in use: the service's API when configured, else the offline
// outbox (JSON files under .data/finance-applications).
import { financeApplicationSettings } from '@/src/lib/env'
import { createHttpApplicationProvider } from './http'
import { createOutboxProvider } from './offline'
import type { FinanceApplicationProvider } from './types'

export type { FinanceApplicationProvider } from './types'

let provider: FinanceApplicationProvider | undefined

export function financeApplicationProvider(): FinanceApplicationProvider {
  if (!provider) {
    const settings = financeApplicationSettings()
    provider = settings.api ? createHttpApplicationProvider(settings.api) : createOutboxProvider(settings.outboxDir)
  }
  return provider
}
