import { getTranslations } from 'next-intl/server'

import { NotFound } from '@/components/NotFound'

export async function generateMetadata() {
  const t = await getTranslations('notFound')
  return { title: t('title') }
}

export default function SiteNotFound() {
  return <NotFound variant="menu" />
}
