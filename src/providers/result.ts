// The one contract every outside service answers in (ARCHITECTURE.md, "A provider"). A provider
// never throws for the service's own failures: an unreachable host, a bad status or a body in
// the wrong shape is `unavailable`, and "the service has nothing for this input" is `none`.
// A throw means our own side failed (a bug, our database): the route answers 503 for that.

export type ProviderResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: 'none' }
  | { readonly ok: false; readonly reason: 'unavailable'; readonly detail: string }

export const answered = <T>(value: T): ProviderResult<T> => ({ ok: true, value })
export const noAnswer = { ok: false, reason: 'none' } as const
export const unavailable = (detail: string): ProviderResult<never> => ({ ok: false, reason: 'unavailable', detail })

/** A provider of one kind of answer, and the name the logs and the README give it. */
export interface Provider<Input, Answer, Context = void> {
  readonly name: string
  ask(input: Input, context: Context): Promise<ProviderResult<Answer>>
}
