import { describe, expect, test } from 'vitest'
import { MAX_UPLOAD_BYTES, checkImageUpload, sniffImageType } from './sniff-image'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe('sniffImageType (media is checked by content)', () => {
  test.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['avif', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'image/avif'],
    ['svg disguised as png', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['html', bytes('<!doctype html><script>'), null],
    ['heic is not accepted', bytes([0, 0, 0, 0x18], 'ftypheic'), null],
    ['gif is not accepted', bytes('GIF89a'), null],
    ['empty', bytes(), null],
  ])('%s', (_name, input, expected) => {
    expect(sniffImageType(input)).toBe(expected)
  })
})

describe('checkImageUpload', () => {
  test('rejects files over 10 MB with a readable message', () => {
    const result = checkImageUpload(bytes([0xff, 0xd8, 0xff]), MAX_UPLOAD_BYTES + 1)
    expect(result).toEqual({ ok: false, error: expect.stringContaining('at most 10 MB') })
  })
  test('accepts a 10 MB jpeg exactly at the limit', () => {
    expect(checkImageUpload(bytes([0xff, 0xd8, 0xff]), MAX_UPLOAD_BYTES)).toEqual({ ok: true, mimeType: 'image/jpeg' })
  })
  test('names the accepted types when rejecting content', () => {
    const result = checkImageUpload(bytes('<svg>'), 10)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(/JPEG, PNG, WebP and AVIF/)
  })
})
