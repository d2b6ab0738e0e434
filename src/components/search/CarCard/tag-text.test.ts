import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { TagText, type TextTag } from './TagText'

const render = (tag: TextTag) => renderToStaticMarkup(createElement(TagText, { tag, className: 'absolute' }))

describe('a car banner shows its words exactly as written', () => {
  test.each<TextTag>([
    { kind: 'just-sold', text: 'Just Sold' },
    { kind: 'custom', text: 'JUST SOLD' },
    { kind: 'new', text: 'New' },
    { kind: 'new', text: 'JUST ARRIVED' },
    { kind: 'custom', text: 'New Arrival' },
    { kind: 'custom', text: 'Used' },
    { kind: 'runout', text: 'Runout Sale' },
  ])('$text', (tag) => {
    const html = render(tag)
    expect(html).toContain(`>${tag.text}</span>`)
    // An upper-casing style would draw "Just Sold" and "New" as other words.
    expect(html).not.toMatch(/uppercase|capitalize|lowercase/)
    expect(html).toContain(`data-tag-kind="${tag.kind}"`)
  })

  test('a runout is drawn as a sale, apart from other tags', () => {
    expect(render({ kind: 'runout', text: 'Runout Sale' })).toContain('bg-red-700')
    expect(render({ kind: 'custom', text: 'Used' })).not.toContain('bg-red-700')
  })
})
