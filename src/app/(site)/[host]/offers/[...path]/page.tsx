import { notFound } from 'next/navigation'
import { OfferDetail, type OfferRoute, offerMetadata } from '../detail'

type Props = { params: Promise<{ host: string; path: string[] }> }

/** /offers/{id} or /offers/{manufacturerSlug}/{id}; anything longer is not an offer. */
async function route(params: Props['params']): Promise<OfferRoute> {
  const { host, path } = await params
  if (path.length === 1) return { host, id: path[0] }
  if (path.length === 2) return { host, make: path[0], id: path[1] }
  notFound()
}

export const generateMetadata = async ({ params }: Props) => offerMetadata(await route(params))

export default async function OfferPage({ params }: Props) {
  return <OfferDetail route={await route(params)} />
}
