import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPublishedPage } from '@/content/pages'
import type { Locale } from '@/i18n/locales'
import { CONTENT_TAG, GROUPS_TAG } from '@/lib/cache-tags'
import { generationOf } from '@/lib/memo-cache'
import { getPayloadClient } from '@/lib/payload'

const tags = [CONTENT_TAG, GROUPS_TAG]
// The generation is only part of the key (see generationOf).
const cachedPage = unstable_cache(
  async (slug: string, locale: Locale, _generation: string) => getPublishedPage(await getPayloadClient(), slug, locale),
  ['page'],
  { tags },
)

/** A published page in `locale`; cached with the pages that show it until content changes. */
export const getPage = (slug: string, locale: Locale) => cachedPage(slug, locale, generationOf(tags))
