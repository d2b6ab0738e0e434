import type { Metadata } from 'next'
import { requireTenant } from '../tenant'
import { BlogList } from './list'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant } = await requireTenant(params)
  return { title: 'Blog', description: `Buying advice, motoring tips and news from ${tenant.name}.`, alternates: { canonical: '/blog' } }
}

export default async function BlogPage({ params }: Props) {
  const { tenant } = await requireTenant(params)
  return <BlogList tenant={tenant} category={null} />
}
