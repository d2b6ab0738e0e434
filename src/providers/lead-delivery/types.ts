/** One e-mail of a lead: to the dealer's lead addresses, with the ADF document attached. */
export interface LeadMail {
  to: string[]
  from: string
  /** A lead's shopper, so the dealer's Reply answers them. */
  replyTo?: string
  subject: string
  text: string
  html?: string
  /** Stable per lead, so a resend is recognisable as the same message. */
  messageId: string
  attachments: { filename: string; content: string; contentType: string }[]
}

export interface MailSender {
  readonly name: string
  /** Resolves when the message is accepted; throws when it is not (the job retries). */
  send(mail: LeadMail): Promise<{ where: string }>
}

export interface HttpPost {
  url: string
  body: string
  contentType: string
  headers: Record<string, string>
}

/** POSTs a delivery; throws on a network failure or a non-2xx answer (the job retries). */
export type PostDelivery = (post: HttpPost) => Promise<void>
