// The blog card (href, heading, image, date; image 375 by 375).
import { formatLongDate } from '@/src/domain/dates'
import Image from 'next/image'
import { SiteLink } from '@/src/components/ui/SiteLink'
import { BLOG_CATEGORIES, type PostSummary, postPath } from '@/src/domain/content/blog'

export function BlogCard({ post }: { post: PostSummary }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-black/10 bg-white text-gray-900 shadow-sm"
      data-testid="blog-card"
    >
      {post.image ? (
        <Image
          src={post.image.url}
          alt={post.image.alt}
          width={375}
          height={375}
          sizes="(min-width: 1024px) 375px, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-square w-full items-center justify-center bg-[var(--color-surface)] p-6 text-center text-lg font-bold opacity-70"
        >
          {BLOG_CATEGORIES[post.category]}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide opacity-70">{BLOG_CATEGORIES[post.category]}</p>
        <h3 className="text-lg font-bold">
          <SiteLink href={postPath(post.slug)} className="hover:underline">
            {post.title}
          </SiteLink>
        </h3>
        <p className="text-sm opacity-75">
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        </p>
        {post.excerpt && <p className="text-sm">{post.excerpt}</p>}
      </div>
    </article>
  )
}

export function BlogGrid({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return <p className="opacity-75">No articles here yet. Please check back soon.</p>
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {posts.map((p) => (
        <li key={p.slug}>
          <BlogCard post={p} />
        </li>
      ))}
    </ul>
  )
}
