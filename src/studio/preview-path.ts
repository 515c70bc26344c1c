import { knownLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'

/** What the studio can preview: the documents with drafts whose page the preview route draws. */
export const PREVIEWABLE = ['pages', 'products', 'articles', 'podcast-episodes'] as const
export type Previewable = (typeof PREVIEWABLE)[number]

export const isPreviewable = (collection: string): collection is Previewable =>
  (PREVIEWABLE as readonly string[]).includes(collection)

/**
 * The studio's preview of a document's latest version (`src/app/(site)/[locale]/preview`), in the
 * language she is editing in (English when that is none of the site's).
 */
export const previewPath = (collection: string, id: number | string, locale?: string | null) =>
  localizedPath(knownLocale(locale), `/preview/${collection}/${id}`)
