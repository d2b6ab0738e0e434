import { describe, expect, test } from 'vitest'
import { promptsIn, templatePrompt, templatePromptProblems } from './template-prompts'

const piece = (text: string) => ({
  path: 'layout.0.slides.0.heading',
  where: 'Block 1 "Hero" → Slide 1 → Heading',
  group: '',
  text,
  disclaimer: false,
})

describe('template prompts', () => {
  test.each([
    ['[[Name your sale]]', ['Name your sale']],
    ['Our [[model]] and [[ another one ]] here', ['model', 'another one']],
    ['A plain heading', []],
    ['[single brackets] stay', []],
    ['[[]] is empty', []],
    ['[[unclosed', []],
  ])('%s holds %j', (text, asks) => {
    expect(promptsIn(text)).toEqual(asks)
  })

  test('each prompt left is a blocking problem at its field, in plain words', () => {
    expect(templatePromptProblems([piece(templatePrompt('Name your sale, e.g. Spring Runout Sale'))])).toEqual([
      {
        rule: 'template-prompt',
        severity: 'block',
        path: 'layout.0.slides.0.heading',
        where: 'Block 1 "Hero" → Slide 1 → Heading',
        message: `Replace the template's prompt "Name your sale, e.g. Spring Runout Sale" with your own words.`,
      },
    ])
    expect(templatePromptProblems([piece('Spring Runout Sale')])).toEqual([])
  })
})
