import { notFound } from 'next/navigation'

import { pageMetadata, renderPage } from '@/app/(site)/[slug]/page-route'

type Props = { params: Promise<{ slug: string; rest: string[] }> }

// Rendered on first request, then served from Next's cache until content changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props) {
  const { slug, rest } = await params
  return pageMetadata([slug, ...rest])
}

/** The page of the first segment; the items it shows from the rest come with their areas. */
export default async function ItemPage({ params }: Props) {
  const { slug, rest } = await params
  if (rest.length > 3) notFound()
  return renderPage([slug, ...rest])
}
