// The seam between the search client (which also runs in the browser) and the server's
// in-process search. During SSR the lite client cannot reach `<tenant>.localhost` over the
// network (Node does not resolve *.localhost, and fetch drops a Host override), so on the
// server it calls the Algolia-protocol handler directly. The server module
// (`src/search/server.ts`) provides that requester here; client components ask for it and pass
// it to `createSearchClient`. The slot lives on globalThis because Next evaluates server and
// SSR code in separate module graphs: a module-level variable would not be seen by the other.

/** Sends one Algolia-protocol request (path after `/api/search/`) for the given host. */
export type ServerSearch = (host: string, path: string, body: string) => Promise<{ status: number; content: string }>

const SLOT = Symbol.for('dealer-platform.server-search')
type Holder = { [SLOT]?: ServerSearch }

export function provideServerSearch(search: ServerSearch): void {
  ;(globalThis as Holder)[SLOT] = search
}

/** The in-process requester while rendering on the server; undefined in the browser. */
export function serverSearchForSsr(): ServerSearch | undefined {
  return typeof window === 'undefined' ? (globalThis as Holder)[SLOT] : undefined
}
