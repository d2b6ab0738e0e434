import { after } from 'next/server'

/** Work that need not keep the caller waiting (lead deliveries): after the response, or at once outside a Next request (route tests). */
export function afterResponse(run: () => Promise<unknown>): void {
  try {
    after(run)
  } catch {
    void run()
  }
}
