// Page templates write what the editor must supply as a prompt in double square brackets,
// "[[Name your sale, e.g. Spring Runout Sale]]". A page still carrying one would publish the
// template's generic words as the dealer's own, so publishing is refused until each is replaced.
import type { TextPiece } from './extract'
import type { Problem } from './types'

const PROMPT = /\[\[([^[\]]{1,300})\]\]/g

/** Writes a prompt as templates carry it. */
export const templatePrompt = (ask: string) => `[[${ask}]]`

/** The prompts left in a text, without their brackets. */
export const promptsIn = (text: string): string[] => [...text.matchAll(PROMPT)].map((m) => m[1].trim())

export function templatePromptProblems(texts: readonly TextPiece[]): Problem[] {
  return texts.flatMap((piece) =>
    promptsIn(piece.text).map((ask) => ({
      rule: 'template-prompt' as const,
      severity: 'block' as const,
      path: piece.path,
      where: piece.where,
      message: `Replace the template's prompt "${ask}" with your own words.`,
    })),
  )
}
