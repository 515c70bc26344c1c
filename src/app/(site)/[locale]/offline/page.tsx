import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/components/ClientMessages'
import { OfflineNotice } from '@/components/Offline/OfflineNotice.client'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

// Rendered once per language and kept by the offline worker, which shows it in place of a page
// it cannot reach.
export const dynamicParams = true
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const robots = { index: false }
  if (!isLocale(locale)) return { robots }
  const t = await getTranslations({ locale, namespace: 'offline' })
  return { title: t('title'), robots }
}

export default async function OfflinePage({ params }: Props) {
  await pageLocale(params)
  return (
    <ClientMessages namespaces={['offline']}>
      <OfflineNotice />
    </ClientMessages>
  )
}
