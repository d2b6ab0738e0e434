// Taps on buttons made before the page's script has hydrated them (issue 14). A phone shows the
// server's HTML well before React has run; a tap on "Menu" or "Show all makes" in that window
// used to do nothing at all, since a button, unlike a link or a checkbox, leaves no trace of
// it in the page. A small inline script at the top of every site page keeps those taps; once
// the page has hydrated they are done again on the live buttons (EarlyClicks.client.tsx), and an
// intent island takes the ones made on its HTML before it listened (intent-island.client.tsx).

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
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=window.__earlyClicks=[];addEventListener("click",function(e){' +
  'var t=e.target,b=t&&t.closest&&t.closest("button");' +
  `if(!b||b.disabled||(b.type==="submit"&&b.form)||b.closest("[${ISLAND_LISTENING_ATTRIBUTE}]")` +
  '||Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0}))return;q.push(b)})})()'

/** What the inline script keeps: the clicked buttons, in order, one entry per click. */
type Kept = { isConnected: boolean }
type Holder = { __earlyClicks?: Kept[] }

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
