export const metadata = { title: 'No dealer site here', robots: { index: false } }

/** Reached when the [host] layout finds no tenant for the request's host name. */
export default function UnknownHost() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-gray-500">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">No dealer site is configured for this address</h1>
      <p className="mt-4 text-gray-600">
        Check the web address for typos. If you run this dealership&apos;s website, ask your platform contact to add this domain to your
        dealer site.
      </p>
    </main>
  )
}
