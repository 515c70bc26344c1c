import { pageMetadata, renderPage } from '@/app/(site)/[locale]/[slug]/page-route'

import type { ResolvingMetadata } from 'next'

import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on first request, then served from Next's cache until content changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  return pageMetadata(await pageLocale(params), [(await params).slug], parent)
}

export default async function Page({ params }: Props) {
  return renderPage(await pageLocale(params), [(await params).slug])
}
