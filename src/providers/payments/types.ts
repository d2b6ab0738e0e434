/** Takes a reservation deposit (issue 13). Amounts are in cents, Australian dollars. */
export interface PaymentProvider {
  readonly name: string
  /** True for the offline demo provider (test card numbers only; nothing is really charged). */
  readonly offline: boolean
  charge(input: ChargeInput): Promise<ChargeResult>
  refund(input: { reference: string; amountCents: number; idempotencyKey: string }): Promise<{ ok: true } | { ok: false; message: string }>
}

export interface ChargeInput {
  amountCents: number
  description: string
  /** The same key never charges twice (a retried request returns the first result). */
  idempotencyKey: string
  card: { number: string; expiry: string; cvc: string; name: string }
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; declined: true; message: string }
