/**
 * The body of a 400 (or 404) the proxy answers itself (before any route or tenant is resolved):
 * JSON `{ error }` for API paths, as every route handler answers, and a small readable page
 * for everything else.
 */
export interface PlainResponse {
  contentType: string
  body: string
}

const API_PATH = /^\/api(\/|$)/

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const PLAIN_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#111;background:#fff}main{max-width:36rem;margin:0 auto}h1{font-size:1.75rem;margin:0 0 1rem}a{color:inherit}'

/** A small self-contained page (no script, no outside file): its title, its own style, and the body of its `<main>` as HTML. */
export function plainHtmlPage(title: string, style: string, main: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`
}

export function badRequestBody(pathname: string, message: string, title = 'Bad request'): PlainResponse {
  if (API_PATH.test(pathname)) return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ error: message }) }
  const main = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>Please check the address, or <a href="/">go to the home page</a>.</p>`
  return { contentType: 'text/html; charset=utf-8', body: plainHtmlPage(title, PLAIN_STYLE, main) }
}
