import { describe, expect, test } from 'vitest'
import { COPY_NOTICE_MS, SHARE_TOAST_MS } from './metadata'
import { SHARE_WINDOW, shareLinks, shareWindowFeatures, smsShareHref } from './share'

const url = 'https://harbour.example.com.au/cars/2021-toyota-corolla-7'

describe('smsShareHref (sms:?&body= with the car and its address)', () => {
  test.each([
    [
      '2021 Toyota Corolla',
      url,
      'sms:?&body=2021%20Toyota%20Corolla%20https%3A%2F%2Fharbour.example.com.au%2Fcars%2F2021-toyota-corolla-7',
    ],
    // An ampersand or a question mark in the name must not end the body early.
    ['Ute & Trailer? 4x4', 'https://a.test/cars/x', 'sms:?&body=Ute%20%26%20Trailer%3F%204x4%20https%3A%2F%2Fa.test%2Fcars%2Fx'],
  ])('%s', (title, link, href) => {
    expect(smsShareHref(title, link)).toBe(href)
    expect(href.startsWith('sms:?&body=')).toBe(true)
    expect(href).not.toContain('+')
  })
})

describe('shareLinks', () => {
  test('a text message, then Facebook and X in the share window', () => {
    expect(shareLinks('2021 Toyota Corolla', url)).toEqual([
      { network: 'sms', label: 'Share by SMS', href: smsShareHref('2021 Toyota Corolla', url), popup: false },
      {
        network: 'facebook',
        label: 'Share on Facebook',
        href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fharbour.example.com.au%2Fcars%2F2021-toyota-corolla-7',
        popup: true,
      },
      {
        network: 'x',
        label: 'Share on X',
        href: 'https://x.com/intent/tweet?text=2021%20Toyota%20Corolla&url=https%3A%2F%2Fharbour.example.com.au%2Fcars%2F2021-toyota-corolla-7',
        popup: true,
      },
    ])
  })
})

describe('shareWindowFeatures (550 x 400, centred over the page)', () => {
  test.each([
    [{ left: 0, top: 0, width: 1440, height: 900 }, 'width=550,height=400,left=445,top=250,resizable=yes,scrollbars=yes'],
    [{ left: 1920, top: 100, width: 1000, height: 800 }, 'width=550,height=400,left=2145,top=300,resizable=yes,scrollbars=yes'],
    // A window smaller than the share window: kept on the screen.
    [{ left: 0, top: 0, width: 390, height: 300 }, 'width=550,height=400,left=0,top=0,resizable=yes,scrollbars=yes'],
  ])('%j', (opener, features) => {
    expect(shareWindowFeatures(opener)).toBe(features)
  })

  test('the spec sizes and timings', () => {
    expect(SHARE_WINDOW).toEqual({ width: 550, height: 400 })
    expect(COPY_NOTICE_MS).toBe(1500)
    expect(SHARE_TOAST_MS).toBe(3000)
  })
})
