import { describe, expect, test } from 'vitest'
import { isLoadableUrl, videoSlide, videoSlides } from './video'

describe('videoSlide (embed only with the provider’s embed prefix, else a plain video element)', () => {
  test.each([
    ['YouTube embed', 'https://www.youtube.com/embed/abc123', 'embed'],
    ['YouTube privacy embed', 'https://www.youtube-nocookie.com/embed/abc123?rel=0', 'embed'],
    ['Vimeo player', 'https://player.vimeo.com/video/123', 'embed'],
    ['a YouTube watch page is not the embed prefix', 'https://www.youtube.com/watch?v=abc123', 'file'],
    ['the prefix only, no video', 'https://www.youtube.com/embed/', 'file'],
    ['the prefix elsewhere in the URL', 'https://cdn.example.com/?u=https://www.youtube.com/embed/x', 'file'],
    ['http is not the prefix', 'http://www.youtube.com/embed/abc123', 'file'],
    ['an MP4 file', 'https://cdn.example.com/walkaround.mp4', 'file'],
    ['a file on this site', '/media/walkaround.webm', 'file'],
  ])('%s', (_name, url, kind) => {
    expect(videoSlide(url, 'Video')).toEqual({ kind, src: url, title: 'Video' })
  })

  test.each([
    ['nothing', undefined],
    ['null', null],
    ['blank', '  '],
    ['script URL', 'javascript:alert(1)'],
    ['data URL', 'data:video/mp4;base64,AAAA'],
    ['protocol-relative', '//evil.example/x.mp4'],
    ['not a URL', 'walkaround.mp4'],
  ])('%s gives no slide', (_name, url) => {
    expect(videoSlide(url, 'Video')).toBeNull()
  })
})

describe('videoSlides (video slide and external video, after the photos)', () => {
  test.each([
    ['none', {}, []],
    ['video_url only', { video_url: '/v.mp4' }, [['file', '/v.mp4', 'Video of 2021 Mazda CX-5']]],
    [
      'both, video_url first',
      { video_url: '/v.mp4', external_video_url: 'https://www.youtube.com/embed/x' },
      [
        ['file', '/v.mp4', 'Video of 2021 Mazda CX-5'],
        ['embed', 'https://www.youtube.com/embed/x', 'More video of 2021 Mazda CX-5'],
      ],
    ],
    [
      'the same address twice shows once',
      { video_url: '/v.mp4', external_video_url: ' /v.mp4 ' },
      [['file', '/v.mp4', 'Video of 2021 Mazda CX-5']],
    ],
    [
      'external only',
      { external_video_url: 'https://www.youtube.com/embed/x' },
      [['embed', 'https://www.youtube.com/embed/x', 'More video of 2021 Mazda CX-5']],
    ],
  ])('%s', (_name, fields, slides) => {
    expect(videoSlides({ name: '2021 Mazda CX-5', ...fields }).map((s) => [s.kind, s.src, s.title])).toEqual(slides)
  })
})

test.each([
  ['https://a.example/x.png', true],
  ['http://a.example/x.png', true],
  ['/api/inventory-images/x.png', true],
  ['//a.example/x.png', false],
  ['/\\a.example/x.png', false],
  ['ftp://a.example/x.png', false],
  ['x.png', false],
])('isLoadableUrl(%s) is %s', (url, ok) => {
  expect(isLoadableUrl(url)).toBe(ok)
})
