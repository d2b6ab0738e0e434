// The look the shopper's car toggles share (favourite, compare, watchlist): a round icon button
// on cards, an outlined button with a label on the car page.
const LABELLED = 'btn btn-outline w-fit gap-1.5 px-3 text-sm disabled:opacity-60'
const ROUND =
  'grid h-9 w-9 shrink-0 place-items-center rounded-full border border-black/15 bg-white text-[var(--color-primary)] hover:bg-black/5 disabled:opacity-60'

export const toggleClass = (withLabel: boolean, extra = '') => `${withLabel ? LABELLED : ROUND} ${extra}`.trim()

/** The toggle's 18px stroke icon, filled while the toggle is on (when `fillWhenOn`). */
export function ToggleIcon({ path, on, fillWhenOn = true }: { path: string; on: boolean; fillWhenOn?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill={on && fillWhenOn ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} />
    </svg>
  )
}
