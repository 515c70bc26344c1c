import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isAdminSession } from '@/commerce/orders/viewable-order'
import { ArticleView } from '@/components/Blog/ArticleView'
import { PageContentsRenderer } from '@/components/PageContentsRenderer'
import { PageRenderer } from '@/components/PageRenderer'
import { EpisodeView } from '@/components/Podcast/EpisodeView'
import { PreviewNotice } from '@/components/Preview/PreviewNotice'
import { ProductView } from '@/components/Shop/ProductView'
import { localizedPath } from '@/i18n/localized-path'
import { pageLocale } from '@/i18n/page-locale'
import { getDraftArticle, getDraftEpisode, getDraftPage, getDraftProduct } from '@/data/preview'
import { isPreviewable } from '@/studio/preview-path'
import { getPayloadClient } from '@/lib/payload'
import { getSiteShell } from '@/data/site'
import { siteUrl } from '@/lib/env'

type Props = { params: Promise<{ locale: string; collection: string; id: string }> }

// A draft is read afresh on every request and never kept: it is for the studio's eyes only.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** A page, product, article or episode as it will look once published, for the signed-in studio; not found for anyone else. */
export default async function PreviewPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { collection, id } = await params
  if (!isPreviewable(collection) || !/^\d{1,12}$/.test(id)) notFound()
  if (!(await isAdminSession(await getPayloadClient(), await headers()))) notFound()
  if (collection === 'articles') {
    const article = await getDraftArticle(Number(id), locale)
    if (!article) notFound()
    const { settings } = await getSiteShell(locale)
    return (
      <>
        <PreviewNotice />
        <ArticleView
          article={article}
          publisher={settings.organisation_name || settings.name}
          contact={settings.organisation_email ? `mailto:${settings.organisation_email}` : '/contact'}
          shareUrl={`${siteUrl}${localizedPath(locale, article.url)}`}
        />
      </>
    )
  }
  if (collection === 'podcast-episodes') {
    const episode = await getDraftEpisode(Number(id), locale)
    if (!episode) notFound()
    return (
      <>
        <PreviewNotice />
        <div className="container-page pt-10 pb-24 sm:pt-14">
          <EpisodeView episode={episode} />
        </div>
      </>
    )
  }
  if (collection === 'products') {
    const product = await getDraftProduct(Number(id), locale)
    if (!product) notFound()
    return (
      <>
        <PreviewNotice />
        <ProductView product={product} locale={locale} />
      </>
    )
  }
  const page = await getDraftPage(Number(id), locale)
  if (!page) notFound()
  const { configuration } = await getSiteShell(locale)
  const useList = configuration.listPageContentFeature && (page.pageContents?.length ?? 0) > 0
  return (
    <>
      <PreviewNotice />
      {useList ? <PageContentsRenderer page={page} /> : <PageRenderer page={page} />}
    </>
  )
}
