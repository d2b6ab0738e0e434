// The whole page a site shows to the public before it is launched: plain, no menus, no content
// of the site (its pages answer 404 meanwhile, and the layout shows this in their place).
import type { HoldingText } from '@/src/domain/onboarding/holding'

export function HoldingPage({ text }: { text: HoldingText }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-white px-6 py-16 text-center text-neutral-900">
      <h1 className="max-w-2xl text-3xl font-bold" data-testid="holding-page">
        {text.heading}
      </h1>
      {text.phone && (
        <p className="mt-6 text-lg">
          Call us on{' '}
          <a className="font-semibold underline" href={text.phone.href}>
            {text.phone.display}
          </a>
        </p>
      )}
    </main>
  )
}
