/** Sends one text message (shopper sign-in codes). */
export interface SmsProvider {
  readonly name: string
  /** True when the message went nowhere real (the demo outbox): the sign-in page says where to look. */
  readonly offline: boolean
  /** Resolves when the provider accepted the message; rejects when it did not. */
  send(message: { to: string; body: string; tag: string }): Promise<void>
}
