import { SiteLink } from '@/src/components/ui/SiteLink'
import { notFound } from 'next/navigation'
import { BlogGrid } from '@/src/components/blog/BlogCard'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { getPosts } from '@/src/cms/posts'
import { BLOG_CATEGORIES, BLOG_PATH, type BlogCategory, categoryPath } from '@/src/domain/content/blog'
import { buildBreadcrumbs } from '@/src/domain/navigation/breadcrumbs'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'

/** /blog and /blog/{category}: the dealer's posts, newest first, with the category links. A dealer without posts has no blog. */
export async function BlogList({ tenant, category }: { tenant: TenantConfig; category: BlogCategory | null }) {
  const all = await getPosts(tenant)
  if (all.length === 0) notFound()
  const posts = category ? all.filter((p) => p.category === category) : all
  const path = category ? categoryPath(category) : BLOG_PATH
  const title = category ? BLOG_CATEGORIES[category] : 'Blog'
  const used = Object.keys(BLOG_CATEGORIES).filter((c) => all.some((p) => p.category === c)) as BlogCategory[]
  return (
    <>
      <Breadcrumbs
        crumbs={buildBreadcrumbs(path, { [BLOG_PATH]: 'Blog', [path]: title })}
        origin={await requestOrigin()}
        nonce={await requestNonce()}
      />
      <div className="container-site pb-12 pt-2">
        <h1 className="mb-4 text-2xl font-bold md:text-3xl">{title}</h1>
        <nav aria-label="Blog categories" className="mb-6 flex flex-wrap gap-2 text-sm">
          {[null, ...used].map((c) => (
            <SiteLink
              key={c ?? 'all'}
              href={c ? categoryPath(c) : BLOG_PATH}
              aria-current={c === category ? 'page' : undefined}
              className={`rounded-full border px-3 py-1.5 ${c === category ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-[var(--color-on-primary)]' : 'border-black/20'}`}
            >
              {c ? BLOG_CATEGORIES[c] : 'All articles'}
            </SiteLink>
          ))}
        </nav>
        <BlogGrid posts={posts} />
      </div>
    </>
  )
}
