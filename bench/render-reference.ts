/**
 * bench:web's render reference: how fast this host's Chromium turns a fixed page into
 * pixels, printed beside Lighthouse's CPU index.
 *
 * The CPU index is a JavaScript loop. A dealer page's main thread is mostly style, layout, text
 * shaping, parsing and the browser's own tasks, which hosts of the same index have done at a
 * third of the speed (docs/performance.md, "Slow hosts"). The index cannot tell such a host from
 * a good one; this figure is meant to. The page is built here, not served by the app, so the
 * figure does not move with the product.
 *
 * Compare a build's main-thread figures across hosts as ratios to this one.
 */
import { chromium } from '@playwright/test'
import { median } from './median'

const WORDS =
  'used cars finance trade in service centre drive away price kilometres automatic diesel hybrid warranty dealer test drive enquire today'.split(
    ' ',
  )

/** Deterministic filler text: `n` words from the list. */
const text = (seed: number, n: number) => Array.from({ length: n }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ')

/**
 * The reference page: 40 sections of a heading, two paragraphs, a five-item list and a four-row
 * table, in a flex and grid layout with system fonts only (no web font, no image, no script):
 * about 1,350 elements, a little more than a car page (1,150).
 */
export function referenceDocument(): string {
  const sections = Array.from({ length: 40 }, (_, s) => {
    const items = Array.from({ length: 5 }, (_, i) => `<li><a href="#s${s}">${text(s + i, 4)}</a></li>`).join('')
    const rows = Array.from(
      { length: 4 },
      (_, r) => `<tr><th>${text(s + r, 2)}</th><td>${text(s * r, 3)}</td><td>$${(s + 1) * 1000 + r}</td></tr>`,
    ).join('')
    return (
      `<section id="s${s}" class="card"><h2>${text(s, 5)}</h2><div class="cols"><p>${text(s, 40)}</p><p><strong>${text(s + 1, 6)}</strong> ${text(s + 2, 30)}</p></div>` +
      `<ul class="tags">${items}</ul><table>${rows}</table></section>`
    )
  }).join('')
  const css =
    'body{margin:0;font:16px/1.5 sans-serif;color:#1f2937}h2{font-size:1.4rem;margin:0 0 .5rem}' +
    '.card{margin:1rem;padding:1rem;border:1px solid #e5e7eb;border-radius:.5rem;box-shadow:0 1px 2px #0002}' +
    '.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}' +
    '.tags{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}.tags a{padding:.25rem .5rem;background:#f3f4f6;border-radius:9999px}' +
    'table{width:100%;border-collapse:collapse}th,td{padding:.25rem;border-bottom:1px solid #e5e7eb;text-align:left}'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>${css}</style></head><body><main>${sections}</main></body></html>`
}

export interface RenderFigures {
  /** The renderer main thread's tasks in the load, ms, unthrottled (CDP Performance.TaskDuration). */
  taskMs: number
  styleMs: number
  layoutMs: number
}

/**
 * Loads the reference page `loads` times (after one warm-up), each in a fresh context at the
 * Lighthouse preset's phone size, in the Chromium at `port`, and returns the medians.
 */
export async function renderReference(port: number, loads = 5): Promise<RenderFigures> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const url = `data:text/html;charset=utf-8,${encodeURIComponent(referenceDocument())}`
  const runs: RenderFigures[] = []
  try {
    for (let i = 0; i <= loads; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      await page.goto(url, { waitUntil: 'load' })
      // Two frames after load: the first paint of the whole page is in.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const { metrics } = await cdp.send('Performance.getMetrics')
      await context.close()
      const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? Number.NaN) * 1000
      if (i > 0) runs.push({ taskMs: ms('TaskDuration'), styleMs: ms('RecalcStyleDuration'), layoutMs: ms('LayoutDuration') })
    }
  } finally {
    await browser.close()
  }
  return {
    taskMs: median(runs.map((r) => r.taskMs)),
    styleMs: median(runs.map((r) => r.styleMs)),
    layoutMs: median(runs.map((r) => r.layoutMs)),
  }
}
