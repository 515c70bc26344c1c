import { isLocale } from '@/i18n/locales'

/** Tags of cached data: the in-process cache (`memo`) and Next's page cache use the same ones. */
export const SITE_TAG = 'site'
export const GROUPS_TAG = 'groups'
export const CONTENT_TAG = 'content'
/** Products, their SKUs (prices and stock) and addons. */
export const SHOP_TAG = 'shop'
export const ALL_TAGS = [SITE_TAG, GROUPS_TAG, CONTENT_TAG, SHOP_TAG] as const
/** Shipping types: read by every priced checkout, changed by the artist only. */
export const SHIPPING_TAG = 'shipping'
/** The checkout's settings: read by every cart view. */
export const CHECKOUT_SETTINGS_TAG = 'checkout-settings'
/** Promotion codes: read by every priced checkout with a code. */
export const PROMOTIONS_TAG = 'promotions'
/** Every tag, pages' and in-process alike: what an instance drops when it may have missed a change. */
export const EVERY_TAG = [...ALL_TAGS, SHIPPING_TAG, CHECKOUT_SETTINGS_TAG, PROMOTIONS_TAG] as const

/**
 * A page tag narrowed to the pages of one language (`content@de`), or to the entries that are of
 * no language (`content@any`: the sitemap, feeds). Every cached page carries both its tags and
 * their narrowed forms (src/lib/page-cache-handler.ts), so a save that changed only German texts
 * drops the German pages and leaves the others cached.
 */
export const languageTag = (tag: string, language: string) => `${tag}@${language}`
/** What an entry that is of no one language is narrowed to. */
export const ANY_LANGUAGE = 'any'
/** The tag a narrowed tag narrows (itself for a tag that is not). */
export const baseTag = (tag: string) => tag.split('@')[0]!
/** Whether a tag is one of the pages' tags, or one narrowed to a language of the site or to none. */
export function isPageTag(tag: string): boolean {
  const [base, language, ...rest] = tag.split('@')
  if (!(ALL_TAGS as readonly string[]).includes(base!) || rest.length) return false
  return language === undefined || language === ANY_LANGUAGE || isLocale(language)
}

/**
 * Longer than a page render takes on this machine: a save's pages are dropped once more after it,
 * for renders that began before the commit (src/lib/revalidation.ts).
 */
export const SETTLE_MS = 2000
