import { createHmac } from 'node:crypto'
import { payloadSecret } from './env'

/**
 * A card as reservations compare it (one person, one card, at most a few cars held): a hash of its
 * digits keyed by the server secret, so the number itself is never stored.
 */
export const cardKey = (number: string) =>
  createHmac('sha256', `card:${payloadSecret()}`).update(number.replace(/\D/g, '')).digest('base64url')
