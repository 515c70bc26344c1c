import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { firstPageAlias, listPathHref, parseListPath, type ListPath } from '@/content/list-path'
import { languageAlternates } from '@/i18n/alternates'
import { localizedPath } from '@/i18n/localized-path'
import { isLocale, type Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'

type ListParams = Promise<{ locale: string; path?: string[] }>
export type ListPageProps = { params: ListParams }

type ListPageOptions<L extends { num_pages: number }> = {
  /** The address the list lives under: `/blog`, `/feed`. */
  prefix: string
  /** The listing a path names, in the page's language; null when its group or tag does not exist. */
  read: (path: ListPath, locale: Locale) => Promise<L | null>
  /** The slug of the listing's group or tag as its address writes it, or null for the whole list. */
  slugOf: (listing: ListPath & L) => string | null
  /** The page's title and description in a language. */
  describe: (listing: ListPath & L, locale: Locale) => Promise<{ title: string; description: string }>
}

/**
 * The scaffold of a paged story list (`/{prefix}`, `/{prefix}/{page}`, `/{prefix}/{name}`,
 * `/{prefix}/{name}/{page}`): the path parsed, the listing read, not found for an unknown name or a
 * page past the last, and the metadata with its language alternates. The page draws the listing.
 */
export function listPage<L extends { num_pages: number }>(options: ListPageOptions<L>) {
  async function findListing(params: ListParams, locale: Locale) {
    const parsed = parseListPath((await params).path)
    if (!parsed) return null
    const listing = await options.read(parsed, locale)
    if (!listing || (parsed.page > 1 && parsed.page > listing.num_pages)) return null
    return { ...parsed, ...listing }
  }

  return {
    async generateMetadata({ params }: ListPageProps): Promise<Metadata> {
      const { locale } = await params
      if (!isLocale(locale)) return {}
      const listing = await findListing(params, locale)
      if (!listing) return {}
      const { title, description } = await options.describe(listing, locale)
      return {
        title,
        description,
        alternates: languageAlternates(locale, listPathHref(options.prefix, options.slugOf(listing), listing.page)),
      }
    },
    /** The listing the page shows; the first page spelt with its number goes to its own address; not found when there is none. */
    async load(params: ListParams) {
      const locale = await pageLocale(params)
      const listing = await findListing(params, locale)
      if (listing) return listing
      const alias = firstPageAlias((await params).path)
      if (alias) permanentRedirect(localizedPath(locale, listPathHref(options.prefix, alias.name, 1)))
      notFound()
    },
  }
}
