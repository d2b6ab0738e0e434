// Taps on buttons made before the page's script has hydrated them. A phone shows the
// server's HTML well before React has run; a tap on "Menu" or "Show all makes" in that window
// would do nothing at all, since a button, unlike a link or a checkbox, leaves no trace of
// it in the page. A small inline script at the top of every site page keeps those taps; once
// the page has hydrated they are done again on the live buttons (EarlyClicks.client.tsx), and an
// intent island takes the ones made on its HTML before it listened (intent-island.client.tsx).
import { RELEASE_WITHOUT_CLICK_MS } from './press-gate'

/** On an island's root while its own listeners keep what is done to its HTML: the inline script leaves those taps to it. */
export const ISLAND_LISTENING_ATTRIBUTE = 'data-island-listening'
/** On an island's root while it shows the server's HTML (not yet live). */
export const KEPT_ISLAND_ATTRIBUTE = 'data-kept-island'

/**
 * The inline script, run as the page is parsed. It keeps a click on a button that React has not
 * hydrated (no props on it yet) and that has no effect of its own: a form's submit button sends
 * its form without script, and a disabled one does nothing. It listens on the window in the
 * bubble phase, after React's own listener: a click React could hydrate its target for and
 * handle leaves that target hydrated, so it is not kept twice.
 *
 * It also listens in the capture phase, before React, for the clicks that never bubble: once
 * React runs, a click inside a part it has not hydrated yet makes React try to hydrate that part
 * at once, and when the part cannot be (it waits for a script chunk still on its way) React
 * stops the event there, so neither the part nor the bubble listener ever sees it. Such a click
 * is kept after the event (a timer), if its button is still not hydrated then: a button React did
 * hydrate and whose handler stopped the click itself has been handled.
 *
 * And it keeps the press under way (`__earlyPress`: where the pointer went down or Space was
 * pressed, by which, and whether it has been let go), from a pointerdown (a keydown of Space)
 * until the task after its click, a pointercancel, or RELEASE_WITHOUT_CLICK_MS after a pointerup
 * (a keyup of Space) with no click. An intent island that starts listening in the middle of a
 * press on its HTML holds its swap until that press's click (press-gate.ts): swapped in between
 * the down and the up, the press would end on the live twin and click neither.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=window.__earlyClicks=[],P="__earlyPress";function f(e){' +
  'var t=e.target,b=t&&t.closest&&t.closest("button");' +
  `return!b||b.disabled||(b.type==="submit"&&b.form)||b.closest("[${ISLAND_LISTENING_ATTRIBUTE}]")` +
  '||Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0})?null:b}' +
  'function end(p,ms){setTimeout(function(){window[P]===p&&(window[P]=null)},ms)}' +
  'function down(e,by){window[P]={target:e.target,by:by,released:false}}' +
  'function up(by){return function(e){var p=window[P];p&&p.by===by&&(by==="pointer"||e.key===" ")' +
  `&&(p.released=true,end(p,${RELEASE_WITHOUT_CLICK_MS}))}}` +
  'addEventListener("click",function(e){var b=f(e),p=window[P];p&&end(p,0);' +
  'b&&setTimeout(function(){e.__earlyClickBubbled||f(e)!==b||q.push(b)})},true);' +
  'addEventListener("click",function(e){e.__earlyClickBubbled=1;var b=f(e);b&&q.push(b)});' +
  'addEventListener("pointerdown",function(e){down(e,"pointer")},true);' +
  'addEventListener("keydown",function(e){e.key===" "&&!e.repeat&&down(e,"key")},true);' +
  'addEventListener("pointerup",up("pointer"),true);addEventListener("keyup",up("key"),true);' +
  'addEventListener("pointercancel",function(){window[P]=null},true)})()'

/** What the inline script keeps: the clicked buttons, in order, one entry per click. */
type Kept = { isConnected: boolean }
/** The press under way, as the inline script keeps it. */
type Press = { target: unknown; by: 'pointer' | 'key'; released: boolean }
type Holder = { __earlyClicks?: Kept[] }
type PressHolder = { __earlyPress?: Press | null }

/**
 * The press under way whose pointer went down inside `inside` (an island's root), as the inline
 * script keeps it until its click has been dispatched; null when there is none.
 */
export function pressUnderWay(
  inside: { contains(node: Node | null): boolean },
  holder: PressHolder = globalThis as PressHolder,
): Omit<Press, 'target'> | null {
  const press = holder.__earlyPress
  return press && inside.contains(press.target as Node | null) ? { by: press.by, released: press.released } : null
}

/**
 * Takes the kept clicks whose button `wanted` accepts out of `holder`'s list (the window), in
 * the order they were made; buttons no longer in the page (a part rendered anew) are dropped.
 */
export function takeEarlyClicks<T extends Kept>(wanted: (button: T) => boolean, holder: Holder = globalThis as Holder): T[] {
  const kept = (holder.__earlyClicks ?? []) as T[]
  const taken: T[] = []
  for (let i = 0; i < kept.length;) {
    if (wanted(kept[i])) taken.push(...kept.splice(i, 1))
    else i++
  }
  return taken.filter((button) => button.isConnected)
}
