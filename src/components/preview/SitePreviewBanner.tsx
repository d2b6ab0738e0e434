// Across the top of every page while a staff member previews a site that is not launched yet:
// the public still sees its holding page.
export function SitePreviewBanner() {
  return (
    <div className="bg-amber-300 text-black print:hidden">
      <p role="status" className="px-4 py-2 text-center text-sm font-semibold" data-testid="site-preview-banner">
        Preview: this site is not launched yet. The public sees a “coming soon” page.{' '}
        <a className="underline" href="/api/site-preview?end=1">
          Leave preview
        </a>
      </p>
    </div>
  )
}
