import type { DemoSite } from '@/src/cms/tenants'
import type { ShowcaseRow } from '@/src/demo/site/switch-showcase'

const siteUrl = (domain: string, port: string, path = '/') => `http://${domain}${port ? `:${port}` : ''}${path}`

/** localhost in demo mode: the list of dealer sites this installation serves, and where each switch shows. */
export function DemoIndex({ sites, switches, port }: { sites: DemoSite[]; switches: ShowcaseRow[]; port: string }) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Dealer Platform demo</h1>
      <p className="mt-3 text-gray-600">Each dealer site is chosen by the host name it is visited at. Open one:</p>
      <ul className="mt-8 space-y-3">
        {sites.map((s) => (
          <li key={s.slug}>
            <a
              href={siteUrl(s.domain, port)}
              className="block rounded-lg border border-gray-200 p-4 hover:border-gray-400 hover:bg-gray-50"
            >
              <span className="block font-semibold">{s.name}</span>
              <span className="text-sm text-gray-600">{siteUrl(s.domain, port)}</span>
            </a>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 text-2xl font-bold">Switches on show</h2>
      <p className="mt-2 text-gray-600">
        Each dealer switch, a demo dealer that has it on, and a page of its site where you can see what it does.
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-4">
              Switch
            </th>
            <th scope="col" className="py-2 pr-4">
              On for
            </th>
            <th scope="col" className="py-2">
              See it at
            </th>
          </tr>
        </thead>
        <tbody>
          {switches.map((row) => (
            <tr key={row.key} className="border-b border-gray-200 align-top">
              <th scope="row" className="py-2 pr-4 font-normal">
                {row.label}
              </th>
              <td className="py-2 pr-4">{row.site?.name ?? 'No demo dealer'}</td>
              <td className="py-2 break-all">
                {row.site && row.path ? (
                  <a className="underline" href={siteUrl(row.site.domain, port, row.path)}>
                    {row.path}
                  </a>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
