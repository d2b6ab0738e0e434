/**
 * The name a sign-in text message gives its sender. A site's name is typed by
 * its own staff, and the platform texts any number it is given: a name such as "Your parcel is
 * held, pay at evil.example" would turn our texts into a phishing service. So the message names
 * the dealer only when the name is plainly a name: letters, spaces and a little punctuation, at
 * most SMS_SENDER_MAX characters, no address, domain, e-mail, phone-like run of digits or
 * invisible character. Anything else is sent under the platform's own (operator-set) name.
 */
export const SMS_SENDER_MAX = 40

/** Letters (any script), marks, digits, spaces and name punctuation: no '/', ':', '@', '?', '=', '%'. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} &'’.,()-]+$/u
/** A dot directly before a letter or digit reads as a domain ("evil.example", "evil .com"); "St. Kilda" does not. */
const DOMAIN_LIKE = /\.[\p{L}\p{N}]/u
/** Three or more digits, even spaced or dashed apart ("1300 123", "0 4 1 2"): a phone number in the making. */
const DIGIT_RUN = /\p{N}(?:[\s.()-]*\p{N}){2,}/u
const URL_WORDS = /(?:^|[^\p{L}])(?:www|https?)(?:[^\p{L}]|$)/iu

/** The name as the text would show it: Unicode-normalised (fullwidth "ｅ" is "e"), spaces collapsed. */
const cleaned = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim()

export function isSafeSenderName(name: unknown): name is string {
  if (typeof name !== 'string') return false
  // Any control, format (bidi override, zero width) or unassigned character, before cleaning hides it.
  if (/\p{C}/u.test(name.replace(/[ \t]/g, ''))) return false
  const text = cleaned(name)
  if (text.length === 0 || text.length > SMS_SENDER_MAX || !/\p{L}/u.test(text)) return false
  return NAME_CHARACTERS.test(text) && !DOMAIN_LIKE.test(text) && !DIGIT_RUN.test(text) && !URL_WORDS.test(text)
}

/** The dealer's name when it is safe to text, else the platform's. */
export const smsSenderName = (dealerName: unknown, platformName: string): string =>
  isSafeSenderName(dealerName) ? cleaned(dealerName) : platformName
