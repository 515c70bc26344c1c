import { getTranslations } from 'next-intl/server'

import { NotFound } from '.'

export async function itemNotFoundMetadata() {
  const t = await getTranslations('notFound')
  return { title: t('title') }
}

/** A missing item deeper in a section (a page's item, a shop category or product): the variant that offers the way home. */
export function ItemNotFound() {
  return <NotFound variant="home" />
}
