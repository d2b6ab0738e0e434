// The registration lookup in use: the HTTP service when configured, else the offline table of
// demo plates.
import { regoLookupSettings } from '@/src/lib/env'
import { createHttpRegoProvider } from './http'
import { offlineRegoProvider } from './offline'
import type { RegoLookupProvider } from './types'

export type { RegoLookupProvider } from './types'

let provider: RegoLookupProvider | null = null

export function regoLookupProvider(): RegoLookupProvider {
  const settings = regoLookupSettings()
  provider ??= settings ? createHttpRegoProvider(settings) : offlineRegoProvider
  return provider
}
