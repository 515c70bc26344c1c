import type { CollectionSlug, Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

/** What a document says in each language other than English, field by field (only what was written). */
export type Translations = Partial<Record<Locale, Record<string, unknown>>>
/** A document read in English, carrying its translatable fields' names and their translations. */
export type Translatable<T> = T & { translated?: { fields: string[]; values: Translations } }

/** Whether a stored value says something: a text with more than blanks, rich text, any other value. */
const written = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null)

/** The names of a collection's top-level fields that are written per language. */
export function localizedFields(payload: Payload, collection: CollectionSlug): string[] {
  return payload.collections[collection].config.flattenedFields
    .filter((field) => 'localized' in field && field.localized)
    .map((field) => field.name)
}

/**
 * The translations of the documents `ids` of `collection`, as stored (each field's value per
 * language, read with every language at once; English is the document itself and left out).
 */
export async function readTranslations(
  payload: Payload,
  collection: CollectionSlug,
  ids: number[],
): Promise<Map<number, Translations>> {
  const fields = localizedFields(payload, collection)
  const byId = new Map<number, Translations>()
  if (!ids.length || !fields.length) return byId
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    locale: 'all',
    select: Object.fromEntries(fields.map((field) => [field, true])),
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const doc of docs as unknown as Record<string, unknown>[]) {
    const translations: Translations = {}
    for (const field of fields) {
      const values = doc[field]
      if (!values || typeof values !== 'object') continue
      for (const [locale, value] of Object.entries(values)) {
        if (locale === DEFAULT_LOCALE || !isLocale(locale) || !written(value)) continue
        ;(translations[locale] ??= {})[field] = value
      }
    }
    byId.set(doc.id as number, translations)
  }
  return byId
}

/** `docs` read in English, each with its translations attached. */
export async function withTranslations<T extends { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  docs: T[],
): Promise<Translatable<T>[]> {
  const fields = localizedFields(payload, collection)
  const translations = await readTranslations(
    payload,
    collection,
    docs.map((doc) => doc.id),
  )
  return docs.map((doc) => ({ ...doc, translated: { fields, values: translations.get(doc.id) ?? {} } }))
}

/**
 * A translatable document as a visitor reading `locale` sees it: each field in their language
 * where the artist translated it, in English where she did not (never empty). `english` names
 * the fields shown in English on a page in another language, which say so with `lang="en"`.
 */
export function inLanguage<T extends object>(doc: Translatable<T>, locale: Locale): { doc: T; english: string[] } {
  const { translated, ...original } = doc
  if (locale === DEFAULT_LOCALE || !translated) return { doc: original as T, english: [] }
  const values = translated.values[locale] ?? {}
  const inEnglish = translated.fields.filter(
    (field) => !(field in values) && written((original as Record<string, unknown>)[field]),
  )
  return { doc: { ...original, ...values } as T, english: inEnglish }
}
