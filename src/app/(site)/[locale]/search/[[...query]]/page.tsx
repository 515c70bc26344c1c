import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { ClientMessages } from '@/components/ClientMessages'

import { PageHeading } from '@/components/Shop/PageHeading'
import { ShopSearch } from '@/components/Shop/ShopSearch.client'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { searchShop } from '@/data/shop'

type Props = {
  params: Promise<{ locale: string; query?: string[] }>
  searchParams: Promise<{ q?: string | string[] }>
}

// Every query is new: answered from the catalogue in memory, not stored as a page.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params
  const robots = { index: false }
  if (!isLocale(locale)) return { robots }
  const t = await getTranslations({ locale, namespace: 'shop.titles' })
  return { title: t('search'), robots }
}

/** The query from `/search/{query}`, or from `?q=` when the form was sent without scripts. */
async function readQuery({ params, searchParams }: Props) {
  const segments = (await params).query ?? []
  if (segments.length > 1) notFound()
  if (!segments.length) {
    const q = (await searchParams).q
    return (Array.isArray(q) ? q[0] : (q ?? '')).slice(0, 200)
  }
  try {
    return decodeURIComponent(segments[0]).slice(0, 200)
  } catch {
    notFound()
  }
}

export default async function SearchPage(props: Props) {
  const locale = await pageLocale(props.params)
  const query = await readQuery(props)
  const results = query.trim() ? await searchShop(query, locale) : []
  const t = await getTranslations('shop.titles')
  return (
    <>
      <PageHeading top={<p className="eyebrow">{t('shop')}</p>} title={t('search')} />
      <section className="container-page pb-24">
        {/* The search box and its results, product cards and prices included, run in the browser. */}
        <ClientMessages namespaces={['shop']}>
          <ShopSearch initialQuery={query} initialResults={results} />
        </ClientMessages>
      </section>
    </>
  )
}
