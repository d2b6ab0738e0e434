/** Said at the top of a page or post shown from its draft (an editor's preview, issue 15). */
export function DraftBanner() {
  return (
    <p role="status" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-black">
      Preview: you are looking at an unpublished draft.
    </p>
  )
}
