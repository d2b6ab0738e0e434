// What a shopper does to server-rendered HTML before its script has loaded, kept and done again
// on the live component (islands load on the shopper's first sign of intent, not with
// the page; intent-island.client.tsx). The live component renders the same markup from the same
// data, so an element is found again by its position under the island's root.

/** A click (checkbox, button, paging link) or a typed or chosen value, by where it was. */
export type EarlyInput = { path: number[]; tag: string } & ({ kind: 'click' } | { kind: 'value'; value: string })

/** The child indexes from `root` down to `target`; null when it is not inside. */
export function pathTo(root: Element, target: Element): number[] | null {
  const path: number[] = []
  let el: Element = target
  while (el !== root) {
    const parent = el.parentElement
    if (!parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, el) as number)
    el = parent
  }
  return path
}

export function atPath(root: Element, path: readonly number[]): Element | null {
  let el: Element | undefined = root
  for (const i of path) {
    el = el.children[i]
    if (!el) return null
  }
  return el
}

const CLICKABLE = 'a[href], button, input[type=checkbox], input[type=radio]'
const VALUED = 'input:not([type=checkbox]):not([type=radio]), select, textarea'

/**
 * The input an event makes, and whether its native effect must be stopped: a form submit (it
 * would reload the page) and a link back to this same page (paging, sorting), which the live
 * page follows itself. A link elsewhere (a car) is left to the browser and not kept.
 */
export function earlyInputOf(event: Event, root: Element, here: { pathname: string }): { input: EarlyInput | null; prevent: boolean } {
  const target = event.target instanceof Element ? event.target : null
  if (event.type === 'submit') return { input: null, prevent: true }
  if (!target) return { input: null, prevent: false }
  if (event.type === 'click') {
    const el = target.closest(CLICKABLE)
    const path = el && root.contains(el) ? pathTo(root, el) : null
    if (!el || !path) return { input: null, prevent: false }
    if (el instanceof HTMLAnchorElement) {
      const samePage = new URL(el.href, 'http://x').pathname === here.pathname
      return samePage ? { input: { path, tag: 'A', kind: 'click' }, prevent: true } : { input: null, prevent: false }
    }
    return { input: { path, tag: el.tagName, kind: 'click' }, prevent: false }
  }
  const el = target.closest(VALUED)
  const path = el && pathTo(root, el)
  if (!el || !path || !('value' in el) || typeof el.value !== 'string') return { input: null, prevent: false }
  return { input: { path, tag: el.tagName, kind: 'value', value: el.value }, prevent: false }
}

/**
 * The value the server wrote, as the browser reads it: a range or number field moves a written
 * value onto its step and into its bounds, so a fresh field with the same attributes tells.
 */
function writtenValue(el: HTMLInputElement): string {
  const fresh = el.ownerDocument.createElement('input')
  for (const name of ['type', 'min', 'max', 'step', 'value']) {
    const value = el.getAttribute(name)
    if (value !== null) fresh.setAttribute(name, value)
  }
  return fresh.value
}

/**
 * The fields under `root` the shopper changed before the page's script had even started (its
 * HTML was on screen first): a box ticked, an option chosen or a word typed, each set apart from
 * the value the server wrote. No event was there to catch them, so they are read off the page.
 */
export function changedFields(root: Element): EarlyInput[] {
  const changed: EarlyInput[] = []
  for (const el of Array.from(root.querySelectorAll('input, select, textarea'))) {
    const change = changeOf(el)
    // Runs for every island in the one task that starts the page's effects: the path is walked
    // only for the rare field that changed.
    const path = change && pathTo(root, el)
    if (change && path) changed.push({ path, tag: el.tagName, ...change })
  }
  return changed
}

/** How a field differs from what the server wrote: ticked or unticked, a new value, or not at all. */
function changeOf(el: Element): { kind: 'click' } | { kind: 'value'; value: string } | null {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return el.checked !== el.defaultChecked ? { kind: 'click' } : null
  if (el instanceof HTMLSelectElement) {
    const written = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0]
    return written && el.value !== written.value ? { kind: 'value', value: el.value } : null
  }
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null
  // The written attribute first: a fresh field (writtenValue) is only needed when the browser
  // may have moved the value (a range or number off its step).
  const moved = el.value !== el.defaultValue && (el instanceof HTMLTextAreaElement || el.value !== writtenValue(el))
  return moved ? { kind: 'value', value: el.value } : null
}

/** Adds an input to the list; a new value for the same field replaces the older one. */
export function keepInput(list: readonly EarlyInput[], input: EarlyInput): EarlyInput[] {
  const same = (a: EarlyInput) => a.kind === 'value' && input.kind === 'value' && a.path.join() === input.path.join()
  return [...list.filter((a) => !same(a)), input]
}

/**
 * Sets a field's value so React's change handling sees it: the prototype's setter, then the one
 * event React reads for that field (a second one would find React's controlled value restored
 * and report the old text).
 */
function setValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set
  if (setter) setter.call(el, value)
  else el.value = value
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/**
 * Does the inputs again on the live page; one whose element is not there (or is another kind) is
 * dropped. Every element is found before any input is done: a replayed click or choice re-renders
 * at once (a compare tray, a refinement chip), which would move the later paths.
 */
export function replayInputs(root: Element, inputs: readonly EarlyInput[]): number {
  let done = 0
  const targets = inputs.map((input) => ({ input, el: atPath(root, input.path) }))
  for (const { input, el } of targets) {
    if (!(el instanceof HTMLElement) || el.tagName !== input.tag) continue
    if (input.kind === 'click') el.click()
    else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)
      setValue(el, input.value)
    else continue
    done++
  }
  return done
}

/** The selection in a text control (where the caret is, or what is selected), with the text it is in. */
export type TextSelection = { start: number; end: number; direction: 'forward' | 'backward' | 'none'; value: string }

/** A control that can hold a caret or a selection (some input types still cannot: see below). */
const isTextControl = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement

/** The selection of `el` when it is a text control that has one; null otherwise (a button, a select, a checkbox). */
export function selectionOf(el: Element | null): TextSelection | null {
  if (!isTextControl(el)) return null
  try {
    if (el.selectionStart === null || el.selectionEnd === null) return null
    return { start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection ?? 'none', value: el.value }
  } catch {
    // Input types without a selection (number, email in some browsers) throw.
    return null
  }
}

/**
 * Puts a selection back on the control that replaces the one it was taken from, when that control
 * holds the same text (otherwise the positions would mean something else). A shopper who had
 * selected the price to type over it, or a test's fill(), then types over it on the live part too
 * instead of adding to its end.
 */
export function restoreSelection(el: Element | null, selection: TextSelection | null): boolean {
  if (!selection || !isTextControl(el) || el.value !== selection.value) return false
  try {
    el.setSelectionRange(selection.start, selection.end, selection.direction)
    return true
  } catch {
    return false
  }
}
