import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createHistoryReportHandler } from '@/src/api/history-report'
import { getTenantByHost } from '@/src/cms/tenants'
import { errorResponse, methodNotAllowed } from '@/src/lib/api-errors'
import { isDemoMode } from '@/src/lib/env'
import { refuseOverIpLimit } from '@/src/lib/rate-limit'
import { findCarByFile } from '@/src/search/engine'
// Demo files of the stock: sample history reports, drawn on request like the demo pictures, and
// the walk-around videos (committed files, served in ranges so the player can seek). Demo mode only.
import { historyReportStock, historyReportUrl } from '@/src/demo/inventory/history-report'
import { type DemoVideoFile, isDemoVideoFile } from '@/src/demo/inventory/video'
import { drawHistoryReport } from '@/src/demo/stock/history-report'
import { byteRange } from '@/src/domain/http/byte-range'

export const runtime = 'nodejs'

const videos = new Map<DemoVideoFile, Promise<Buffer>>()

function serveVideo(request: Request, file: DemoVideoFile): Promise<Response> {
  let video = videos.get(file)
  if (!video) {
    video = readFile(path.join(process.cwd(), 'src/demo/stock/media', file)).catch((error) => {
      videos.delete(file) // read again next time
      throw error
    })
    videos.set(file, video)
  }
  return video.then((bytes) => {
    const headers = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400' }
    const range = byteRange(request.headers.get('range'), bytes.length)
    if (range === 'unsatisfiable')
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${bytes.length}` } })
    if (!range) return new Response(new Uint8Array(bytes), { headers: { ...headers, 'content-length': String(bytes.length) } })
    const part = bytes.subarray(range.start, range.end + 1)
    return new Response(new Uint8Array(part), {
      status: 206,
      headers: { ...headers, 'content-length': String(part.length), 'content-range': `bytes ${range.start}-${range.end}/${bytes.length}` },
    })
  })
}

const historyReport = createHistoryReportHandler({
  demo: isDemoMode,
  findTenant: getTenantByHost,
  reportStock: historyReportStock,
  reportUrl: historyReportUrl,
  findCarByFile,
  render: drawHistoryReport,
  now: () => new Date(),
})

export async function GET(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params
  if (isDemoVideoFile(file) && isDemoMode)
    return serveVideo(request, file).catch(() => errorResponse('unavailable', 'The demo video cannot be read right now.'))
  // Counted before the lookup, so made-up names cost the caller too.
  const refused = await refuseOverIpLimit('historyReport', request)
  if (refused) return refused
  return historyReport(request, file)
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
