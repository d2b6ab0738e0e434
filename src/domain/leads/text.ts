// What the shopper typed, made safe to show the dealer: in an e-mail's Subject and
// body, its HTML part and the ADF XML. Control characters (C0 and C1) and the bidirectional
// overrides and isolates (U+202A-U+202E, U+2066-U+2069), which can reorder what a reader sees
// ("‮gpj.exe"), are dropped; a single-line field keeps no line break, so a name cannot start a
// forged "Email:" line; XML 1.0 cannot hold U+FFFE/U+FFFF at all.

const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/g

/** Text over several lines: line breaks kept (as \n), tabs kept, every other control dropped. */
export const multiLine = (text: string | null | undefined): string => (text ?? '').replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim()

/** Text on one line (a name, a subject): every break and tab is a space, runs of spaces one. */
export const singleLine = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/[\t\n\r\u0085\u2028\u2029]+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim()

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' }

/** Escapes the five characters that mean something in XML and HTML, in text and in attribute values. */
export const escapeMarkup = (text: string): string => text.replace(/[<>&'"]/g, (c) => ENTITIES[c])
