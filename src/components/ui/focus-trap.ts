// Keeps Tab inside a modal panel (the menu, a dialog): from its last control Tab goes to its first,
// and Shift+Tab back. A native modal <dialog> makes the page behind it inert, but Tab past its
// last control still leaves for the browser's own interface, and focus is then nowhere a
// keyboard user can see.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function trapFocus(event: { key: string; shiftKey: boolean; preventDefault(): void }, panel: HTMLElement): void {
  if (event.key !== 'Tab') return
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
