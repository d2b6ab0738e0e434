import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { errorResponse, methodNotAllowed } from '@/src/lib/api-errors'
// Demo files of the stock: sample history reports, drawn on request like the demo pictures, and
// the walk-around video (a committed file, served in ranges so the player can seek).
import { renderHistoryReport } from '@/src/demo/stock/history-report'
import { byteRange } from '@/src/domain/http/byte-range'

export const runtime = 'nodejs'

const VIDEO = 'walkaround.mp4'
let video: Promise<Buffer> | null = null

function serveVideo(request: Request): Promise<Response> {
  video ??= readFile(path.join(process.cwd(), 'src/demo/stock/media', VIDEO)).catch((error) => {
    video = null // read again next time
    throw error
  })
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

export async function GET(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params
  if (file === VIDEO) return serveVideo(request).catch(() => errorResponse('unavailable', 'The demo video cannot be read right now.'))
  const pdf = await renderHistoryReport(file)
  if (!pdf) return errorResponse('not-found', 'There is no such file. Sample history reports are named history-{stock number}.pdf.')
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${file}"`,
      'cache-control': 'public, max-age=86400',
    },
  })
}

/** Any other method is told which one this route takes (405 with a message). */
const getOnly = methodNotAllowed(['GET', 'HEAD'], 'This address answers GET requests only.')
export { getOnly as POST, getOnly as PUT, getOnly as PATCH, getOnly as DELETE }
