import { errorResponse, methodNotAllowed } from '@/src/lib/api-errors'
// Demo files of the stock (sample history reports), drawn on request like the demo pictures.
import { renderHistoryReport } from '@/src/demo/stock/history-report'

export const runtime = 'nodejs'

export async function GET(_req: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params
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
