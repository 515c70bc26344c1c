import type { CollectionSlug, FlattenedField, Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

/** What a document says in each language other than English, field by field (only what was written). */
export type Translations = Partial<Record<Locale, Record<string, unknown>>>
/** A document read in English, carrying its translatable fields' names and their translations. */
export type Translatable<T> = T & { translated?: { fields: string[]; values: Translations } }

/** Whether a stored value says something: a text with more than blanks, rows, rich text, any other value. */
export const written = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value != null

/** Whether a field is written per language, or holds rows (an array) with fields that are. */
const translatable = (field: FlattenedField): boolean =>
  ('localized' in field && Boolean(field.localized)) ||
  (field.type === 'array' && field.flattenedFields.some(translatable))

/** A collection's top-level fields written per language, or holding rows with such fields. */
const translatableFields = (payload: Payload, collection: CollectionSlug) =>
  payload.collections[collection].config.flattenedFields.filter(translatable)

/** The names of a collection's top-level fields that are written per language (see translatableFields). */
export function localizedFields(payload: Payload, collection: CollectionSlug): string[] {
  return translatableFields(payload, collection).map((field) => field.name)
}

/**
 * A value read with every language at once, as `locale` shows it: a text of that language, or
 * English where it has none; rows keep their order with each text resolved. `translated` says
 * whether anything in it was written in `locale`.
 */
function resolve(field: FlattenedField, value: unknown, locale: Locale): { value: unknown; translated: boolean } {
  if ('localized' in field && field.localized) {
    const values = (value ?? {}) as Record<string, unknown>
    const own = values[locale]
    return written(own) ? { value: own, translated: true } : { value: values[DEFAULT_LOCALE], translated: false }
  }
  if (field.type === 'array' && Array.isArray(value)) {
    let translated = false
    const rows = value.map((row: Record<string, unknown>) => {
      const shown: Record<string, unknown> = { ...row }
      for (const sub of field.flattenedFields) {
        if (!translatable(sub)) continue
        const resolved = resolve(sub, row[sub.name], locale)
        shown[sub.name] = resolved.value
        translated ||= resolved.translated
      }
      return shown
    })
    return { value: rows, translated }
  }
  return { value, translated: false }
}

/**
 * The translations of the documents `ids` of `collection`, as stored (each field's value per
 * language, read with every language at once; English is the document itself and left out). A
 * field holding rows is kept for a language when any of its texts is translated, each row's
 * untranslated texts in English.
 */
export async function readTranslations(
  payload: Payload,
  collection: CollectionSlug,
  ids: number[],
): Promise<Map<number, Translations>> {
  const fields = translatableFields(payload, collection)
  const byId = new Map<number, Translations>()
  if (!ids.length || !fields.length) return byId
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    locale: 'all',
    select: Object.fromEntries(fields.map((field) => [field.name, true])),
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const locales = payload.config.localization ? payload.config.localization.localeCodes : []
  for (const doc of docs as unknown as Record<string, unknown>[]) {
    const translations: Translations = {}
    for (const locale of locales) {
      if (locale === DEFAULT_LOCALE || !isLocale(locale)) continue
      for (const field of fields) {
        const { value, translated } = resolve(field, doc[field.name], locale)
        if (translated) (translations[locale] ??= {})[field.name] = value
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

/**
 * `docs` (read with their translations) as a visitor reading `locale` sees them, each made by
 * `present` from the document in that language, with `in_english` naming its texts still in English.
 */
export function shownIn<T extends object, R extends object>(
  docs: Translatable<T>[],
  locale: Locale,
  present: (doc: T) => R,
): (R & { in_english: string[] })[] {
  return docs.map((doc) => {
    const { doc: shown, english } = inLanguage(doc, locale)
    return { ...present(shown), in_english: english }
  })
}
