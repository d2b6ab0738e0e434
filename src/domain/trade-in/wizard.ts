// The trade-in wizard's steps: which fields each step asks for, the valuation request its fields
// make, and the step a server error sends the shopper back to. Pure, so the browser's checks and
// the server's answer use the same map.
import { CONDITION_QUESTION_KEYS, type ConditionQuestion } from './valuation'

/** The online valuation's page on every site (/sell-your-car leads there too). */
export const SELL_MY_CAR = '/sell-my-car'

const STEP_IDS = ['car', 'condition', 'offer', 'details'] as const
export type WizardStep = (typeof STEP_IDS)[number]

/** The steps and their titles, the first naming what the site buys in ("Your caravan"). */
export function wizardSteps(one: string): readonly { id: WizardStep; title: string }[] {
  const titles: Record<WizardStep, string> = { car: `Your ${one}`, condition: 'Condition', offer: 'Your offer', details: 'Your details' }
  return STEP_IDS.map((id) => ({ id, title: titles[id] }))
}

/** How the shopper names the car: by its registration (looked up) or by make, model and year. */
export type CarNamedBy = 'rego' | 'details'

/** The wizard's fields as the browser holds them (text as typed, answers as chosen). */
export interface WizardValues {
  [field: string]: unknown
  by: CarNamedBy
  rego?: string
  rego_state?: string
  make?: string
  model?: string
  year?: string
  badge?: string
  km?: string
  answers?: Partial<Record<ConditionQuestion, string>>
}

const BY_REGO = ['rego', 'rego_state'] as const
const BY_DETAILS = ['make', 'model', 'year', 'badge'] as const

/** The fields a step shows and checks before the next: the car and its km, then the answers. */
export function stepFields(step: WizardStep, by: CarNamedBy): string[] {
  if (step === 'car') return [...(by === 'rego' ? BY_REGO : BY_DETAILS), 'km']
  if (step === 'condition') return CONDITION_QUESTION_KEYS.map((q) => `answers.${q}`)
  return []
}

/** The valuation request the fields make: only the way of naming the car the shopper chose. */
export function valuationBody(values: WizardValues): Record<string, unknown> {
  const car = values.by === 'rego' ? BY_REGO : BY_DETAILS
  return { ...Object.fromEntries(car.map((name) => [name, values[name]])), km: values.km, answers: values.answers ?? {} }
}

/** The step where a field the server refused is asked (the car's fields, else the answers). */
export function stepOfField(field: string): WizardStep {
  return field.startsWith('answers') ? 'condition' : 'car'
}
