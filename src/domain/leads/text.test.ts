import { expect, test } from 'vitest'
import { escapeMarkup, multiLine, singleLine } from './text'

test.each([
  ['a newline cannot start a forged line', 'Ann\nEmail: evil@example.com', 'Ann Email: evil@example.com'],
  ['CRLF and tabs', 'Ann\r\n\tLee', 'Ann Lee'],
  ['bidi override and isolates', 'Ann\u202Egpj.exe\u2066x\u2069', 'Anngpj.exex'],
  ['C0 and C1 controls, DEL', 'A\u0000n\u0007n\u0085\u009B\u007F', 'Ann'],
  ['line and paragraph separators', 'Ann\u2028Email: x\u2029', 'Ann Email: x'],
  ['empty', null, ''],
])('singleLine: %s', (_name, input, expected) => {
  expect(singleLine(input)).toBe(expected)
})

test.each([
  ['keeps line breaks, as \\n', 'Hi\r\nthere\rfriend', 'Hi\nthere\nfriend'],
  ['drops controls and overrides', 'Is it\u0007 available\u202E?', 'Is it available?'],
  ['keeps tabs', 'a\tb', 'a\tb'],
])('multiLine: %s', (_name, input, expected) => {
  expect(multiLine(input)).toBe(expected)
})

test('escapeMarkup escapes all five markup characters', () => {
  expect(escapeMarkup(`<script>"O'Brien" & co</script>`)).toBe('&lt;script&gt;&quot;O&apos;Brien&quot; &amp; co&lt;/script&gt;')
})
