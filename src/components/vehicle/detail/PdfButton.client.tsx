'use client'
// The vehicle page's PDF button (switch printButton): "Preparing..." while the PDF
// downloads, downloaded as {slug}.pdf; a failure is a browser alert with the error message.
import { useState } from 'react'
import { ANALYTICS_EVENTS, type AnalyticsData, track } from '@/src/components/analytics'

const FALLBACK_ERROR = 'The PDF could not be downloaded. Please try again.'

async function errorOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: unknown }
    return typeof body.error === 'string' && body.error ? body.error : FALLBACK_ERROR
  } catch {
    return FALLBACK_ERROR
  }
}

export function PdfButton({ href, fileName, tracking }: { href: string; fileName: string; tracking: AnalyticsData }) {
  const [preparing, setPreparing] = useState(false)
  async function download() {
    setPreparing(true)
    track(ANALYTICS_EVENTS.print, { ...tracking, format: 'pdf' })
    try {
      const res = await fetch(href, { headers: { accept: 'application/pdf' } })
      if (!res.ok) throw new Error(await errorOf(res))
      const url = URL.createObjectURL(await res.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      window.alert(error instanceof Error && error.message !== 'Failed to fetch' ? error.message : FALLBACK_ERROR)
    } finally {
      setPreparing(false)
    }
  }
  return (
    <button
      type="button"
      onClick={download}
      disabled={preparing}
      aria-busy={preparing}
      className="btn btn-outline w-fit px-3 text-sm disabled:opacity-70"
      data-testid="pdf-button"
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 21h16" />
      </svg>
      {preparing ? 'Preparing...' : 'PDF'}
      <span className="sr-only"> of this car</span>
    </button>
  )
}
