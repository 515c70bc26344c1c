import 'server-only'

import { getSitemapEntries as readSitemapEntries } from '@/content/sitemap'
import { CONTENT_TAG, GROUPS_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { cachedRead } from '@/data/cached-read'

/** The sitemap's entries: pages, the shop, its categories and products, cached until any of them changes. */
export const getSitemapEntries = cachedRead('sitemap', [CONTENT_TAG, SHOP_TAG, GROUPS_TAG], readSitemapEntries)
