import { expect, test } from 'vitest'
import { markdownToLexical } from './lexical'

test('paragraphs, headings, lists and bold become Lexical nodes', () => {
  const state = markdownToLexical('## Why us\n\nWe are **local**.\n\n- Free servicing\n- 7-year warranty')
  const [h, p, list] = state.root.children as any[]
  expect(h).toMatchObject({ type: 'heading', tag: 'h2', children: [{ text: 'Why us' }] })
  expect(p.type).toBe('paragraph')
  expect(p.children.map((c: any) => [c.text, c.format])).toEqual([
    ['We are ', 0],
    ['local', 1],
    ['.', 0],
  ])
  expect(list).toMatchObject({ type: 'list', listType: 'bullet' })
  expect(list.children.map((li: any) => li.children[0].text)).toEqual(['Free servicing', '7-year warranty'])
})
