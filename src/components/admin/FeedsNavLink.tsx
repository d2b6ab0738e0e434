import Link from 'next/link'

/** Sidebar link to the stock feeds view. */
export function FeedsNavLink() {
  return (
    <Link href="/admin/stock-feeds" className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      Stock feeds
    </Link>
  )
}
