import { after } from 'next/server'
import { trackWork } from '@/src/lib/lifecycle'

/**
 * Work that need not keep the caller waiting (lead deliveries): after the response, or at once
 * outside a Next request (route tests). A draining server waits for it before it exits.
 */
export function afterResponse(run: () => Promise<unknown>): void {
  const tracked = () => trackWork(run())
  try {
    after(tracked)
  } catch {
    void tracked()
  }
}
