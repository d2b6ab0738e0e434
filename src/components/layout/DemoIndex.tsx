import type { DemoSite } from '@/src/cms/tenants'

/** localhost in demo mode: the list of dealer sites this installation serves. */
export function DemoIndex({ sites, port }: { sites: DemoSite[]; port: string }) {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold">Dealer Platform demo</h1>
      <p className="mt-3 text-gray-600">Each dealer site is chosen by the host name it is visited at. Open one:</p>
      <ul className="mt-8 space-y-3">
        {sites.map((s) => (
          <li key={s.slug}>
            <a
              href={`http://${s.domain}${port ? `:${port}` : ''}/`}
              className="block rounded-lg border border-gray-200 p-4 hover:border-gray-400 hover:bg-gray-50"
            >
              <span className="block font-semibold">{s.name}</span>
              <span className="text-sm text-gray-600">
                http://{s.domain}
                {port ? `:${port}` : ''}/
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-gray-600">
        Editors and onboarding staff sign in at{' '}
        <a className="underline" href="/admin">
          /admin
        </a>
        .
      </p>
    </main>
  )
}
