// The listing's filters are a GET form rendered on the server. A visitor can change a control
// before React is listening (slow phone, busy machine); nothing reports that change later,
// but the control still shows it. The DOM keeps what the server rendered as each control's
// default, so on hydration "changed" is simply "differs from its default".
import type { ListingInput } from '@/src/domain/listings/listing-input'
import { parseLike } from './use-listing'

function selectChanged(select: HTMLSelectElement): boolean {
  if (select.multiple) return Array.from(select.options).some((o) => o.selected !== o.defaultSelected)
  // With no option marked `selected`, a single select shows its first option.
  const initial = Math.max(
    0,
    Array.from(select.options).findIndex((o) => o.defaultSelected),
  )
  return select.selectedIndex !== initial
}

/** True when some control no longer shows what the server rendered. */
export function changedSinceRender(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((el) => {
    if (el instanceof HTMLSelectElement) return selectChanged(el)
    if (el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue
    if (!(el instanceof HTMLInputElement)) return false
    if (el.type === 'checkbox' || el.type === 'radio') return el.checked !== el.defaultChecked
    return el.type !== 'hidden' && el.type !== 'submit' && el.value !== el.defaultValue
  })
}

/** The listing the controls describe; page 1, as after any refinement. */
export function formListing<I extends ListingInput>(template: I, form: HTMLFormElement): I {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value.trim())
  params.delete('page')
  return parseLike(template, params)
}
