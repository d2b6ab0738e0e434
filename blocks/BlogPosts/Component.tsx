import { SiteLink } from '@/src/components/ui/SiteLink'
import type { BlogPostsBlock } from '@/payload-types'
import { BlogGrid } from '@/src/components/blog/BlogCard'
import type { BlockData } from '@/src/cms/block-data'
import { BLOG_PATH } from '@/src/domain/content/blog'

/** The newest posts block: nothing at all while the dealer has none. */
export function BlogPostsComponent({ block, data }: { block: BlogPostsBlock; data: BlockData }) {
  const posts = data.posts.filter((p) => !block.category || p.category === block.category).slice(0, block.count ?? 3)
  if (posts.length === 0) return null
  return (
    <section className="container-site py-10" aria-label={block.heading || 'Latest News'}>
      <div className="mb-5 flex items-baseline justify-between gap-4">
        {block.heading && <h2 className="text-2xl font-bold md:text-3xl">{block.heading}</h2>}
        <SiteLink href={BLOG_PATH} className="font-semibold text-[var(--color-primary)] underline underline-offset-2">
          View all articles
        </SiteLink>
      </div>
      <BlogGrid posts={posts} />
    </section>
  )
}
