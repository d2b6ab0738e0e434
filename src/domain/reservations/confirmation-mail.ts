// The shopper's confirmation e-mail of a paid reservation (as well as the confirmation page):
// what is held, until when, the deposit and its reference, how to reach the
// dealer, and the link back to the confirmation page.
import { formatDayTime } from '@/src/domain/dates'
import { formatMoney } from '@/src/domain/finance/money'

export interface ConfirmationFacts {
  dealer: string
  dealerPhone: string | null
  shopperName: string
  carName: string
  holdUntil: string
  deposit: number
  reference: string | null
  confirmationUrl: string
}

export function reservationConfirmationMail(facts: ConfirmationFacts): { subject: string; text: string } {
  const lines = [
    `Hi ${facts.shopperName},`,
    '',
    `Thank you for reserving the ${facts.carName} with ${facts.dealer}.`,
    `We hold it for you until ${formatDayTime(facts.holdUntil)} (Sydney time).`,
    facts.deposit > 0
      ? `Your ${formatMoney(facts.deposit)} deposit is paid and 100% refundable.${facts.reference ? ` Payment reference: ${facts.reference}.` : ''}`
      : 'No deposit was needed.',
    '',
    'We will call you to arrange the next steps.',
    facts.dealerPhone ? `Questions? Call us on ${facts.dealerPhone}.` : null,
    '',
    `Your reservation: ${facts.confirmationUrl}`,
    '',
    facts.dealer,
  ]
  return { subject: `Your ${facts.carName} is reserved`, text: lines.filter((l) => l !== null).join('\n') }
}
