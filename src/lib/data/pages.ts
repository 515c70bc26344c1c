import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPublishedPage } from '@/content/pages'
import { CONTENT_TAG, GROUPS_TAG } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'

/** A published page; cached with the pages that show it until content changes. */
export const getPage = unstable_cache(async (slug: string) => getPublishedPage(await getPayloadClient(), slug), ['page'], {
  tags: [CONTENT_TAG, GROUPS_TAG],
})
