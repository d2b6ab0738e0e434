// /blog/{category} lists a category; /blog/{slug} is a post.
import { formatLongDate } from '@/src/domain/dates'
import type { Metadata } from 'next'
import { RichText } from '@payloadcms/richtext-lexical/react'
import Image from 'next/image'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/src/components/layout/Breadcrumbs'
import { getPost } from '@/src/cms/posts'
import { previewDraft } from '@/src/cms/site'
import { DraftBanner } from '@/src/components/preview/DraftBanner'
import { toPostSummary } from '@/src/cms/posts'
import { BLOG_CATEGORIES, BLOG_PATH, blogPostingJsonLd, categoryPath, isBlogCategory, postPath } from '@/src/domain/content/blog'
import { buildBreadcrumbs, safeJsonForScript } from '@/src/domain/navigation/breadcrumbs'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { requestOrigin, requestNonce } from '@/src/lib/request-origin'
import { followRedirect } from '../../redirects'
import { requireTenant } from '../../tenant'
import { BlogList } from '../list'

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The post to show: an editor's draft when the preview token names it (also before it
 * is first published), else the published post, else the redirect its old address left, else a 404.
 */
async function postFor(tenant: TenantConfig, slug: string, searchParams: Props['searchParams']) {
  const draft = await previewDraft('posts', tenant, slug, (await searchParams).preview)
  return { draft: draft !== null, post: draft ?? (await requirePost(tenant, slug)) }
}

/** The post, or the redirect its old address left when it moved, or a 404. */
async function requirePost(tenant: TenantConfig, slug: string) {
  const post = await getPost(tenant, slug)
  if (post) return post
  await followRedirect(tenant, `/blog/${slug}`)
  notFound()
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  const { slug } = await params
  if (isBlogCategory(slug)) return { title: `${BLOG_CATEGORIES[slug]} · Blog`, alternates: { canonical: categoryPath(slug) } }
  const { draft, post } = await postFor(tenant, slug, searchParams)
  return {
    ...(draft ? { robots: { index: false, follow: false } } : {}),
    title: post.seo?.title || post.title,
    description: post.seo?.description || post.excerpt || undefined,
    alternates: { canonical: postPath(post.slug) },
    openGraph: { type: 'article', title: post.title, publishedTime: post.publishedAt },
  }
}

export default async function BlogSlugPage({ params, searchParams }: Props) {
  const { tenant } = await requireTenant(params)
  const { slug } = await params
  if (isBlogCategory(slug)) return <BlogList tenant={tenant} category={slug} />
  const { draft, post } = await postFor(tenant, slug, searchParams)
  const summary = toPostSummary(post)
  const origin = await requestOrigin()
  const nonce = await requestNonce()
  const path = postPath(post.slug)
  return (
    <>
      {draft && <DraftBanner />}
      <Breadcrumbs crumbs={buildBreadcrumbs(path, { [BLOG_PATH]: 'Blog', [path]: post.title })} origin={origin} nonce={nonce} />
      <article className="container-site max-w-3xl pb-12 pt-2">
        <p className="text-sm font-semibold uppercase tracking-wide opacity-70">{BLOG_CATEGORIES[summary.category]}</p>
        <h1 className="mt-1 text-3xl font-bold md:text-4xl">{post.title}</h1>
        <p className="mt-2 text-sm opacity-75">
          {/* A draft may not have its date yet. */}
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>}
          {post.author && <> · {post.author}</>}
        </p>
        {summary.image && (
          <Image
            src={summary.image.url}
            alt={summary.image.alt}
            width={800}
            height={600}
            sizes="(min-width: 768px) 48rem, 100vw"
            priority
            className="mt-6 w-full rounded-[var(--radius)] object-cover"
          />
        )}
        <div className="prose-site mt-6">
          <RichText data={post.body} />
        </div>
      </article>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: safeJsonForScript(blogPostingJsonLd(summary, `${origin}${path}`, tenant.name)) }}
      />
    </>
  )
}
