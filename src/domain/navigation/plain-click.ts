// A plain left click: the one a page may handle itself (a listing's page link fetching the next
// page in place). Any other button or a modifier key opens a new tab or window, or downloads.

/** The mouse button and modifier keys of a click (a DOM or React mouse event has them). */
export interface ClickKeys {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** A plain left click: not another button, no modifier key (those open a new tab or window, or download). */
export const isPlainClick = (e: ClickKeys): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
