import type { Metadata, ResolvingMetadata } from 'next'
import { notFound } from 'next/navigation'

import { ProductView } from '@/components/Shop/ProductView'
import { languageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { pageLocale } from '@/i18n/page-locale'
import { RelatedProducts } from '@/components/Shop/RelatedProducts'
import { getProduct, getRelatedProducts } from '@/data/shop'
import { inheritedOpenGraph } from '@/lib/inherited-open-graph'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on first request, then served from Next's cache until the shop changes.
export const dynamicParams = true
export const generateStaticParams = async () => []

const findProduct = async (params: Props['params'], locale: Locale) => {
  const { slug } = await params
  return /^[a-z0-9-]{1,160}$/.test(slug) ? getProduct(slug, locale) : null
}

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const { locale } = await params
  // An unknown language is the not-found screen, which the page itself answers.
  if (!isLocale(locale)) return {}
  const product = await findProduct(params, locale)
  if (!product) return {}
  // The product's words are the artist's; its address is the page's language's.
  const url = localizedPath(locale, product.url)
  const description = product.meta_description || undefined
  const image = product.images[0]
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined
  return {
    title: product.title,
    description,
    alternates: languageAlternates(locale, product.url),
    openGraph: {
      ...(await inheritedOpenGraph(parent)),
      title: product.title,
      description,
      url,
      ...(images ? { images } : {}),
    },
    twitter: { title: product.title, description, ...(images ? { images: images.map((i) => i.url) } : {}) },
  }
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params)
  const product = await findProduct(params, locale)
  if (!product) notFound()
  const related = await getRelatedProducts(product.slug, locale)
  return (
    <>
      <ProductView product={product} locale={locale} />
      <RelatedProducts series={related.series} alike={related.alike} />
    </>
  )
}
