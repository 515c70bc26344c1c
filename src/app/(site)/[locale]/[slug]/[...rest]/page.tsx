import type { ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'

import { pageMetadata, renderPage } from '@/app/(site)/[locale]/[slug]/page-route'

import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string; slug: string; rest: string[] }> }

// Rendered on first request, then served from Next's cache until content changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  const locale = await pageLocale(params)
  const { slug, rest } = await params
  return pageMetadata(locale, [slug, ...rest], parent)
}

/** The page of the first segment; the items it shows from the rest come with their areas. */
export default async function ItemPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug, rest } = await params
  if (rest.length > 3) notFound()
  return renderPage(locale, [slug, ...rest])
}
