import { permanentRedirect } from 'next/navigation'

/** /offers is not a page of its own: the offers live on /special-offers. */
export default function OffersIndex() {
  permanentRedirect('/special-offers')
}
