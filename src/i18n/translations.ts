import type { CollectionSlug, DataFromCollectionSlug, FindOptions, FlattenedField, Payload, SelectType } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

/** What a document says in each language other than English, field by field (only what was written). */
export type Translations = Partial<Record<Locale, Record<string, unknown>>>
/** A document read in English, carrying its translatable fields' names and their translations. */
export type Translatable<T> = T & { translated?: { fields: string[]; values: Translations } }

/** Whether a stored value says something: a text with more than blanks, rows, rich text, any other value. */
export const written = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value != null

/** Whether a field is written per language, or holds rows (an array) or widgets (blocks) with fields that are. */
const translatable = (field: FlattenedField): boolean =>
  ('localized' in field && Boolean(field.localized)) ||
  (field.type === 'array' && field.flattenedFields.some(translatable)) ||
  (field.type === 'blocks' && field.blocks.some((block) => block.flattenedFields.some(translatable)))

/** The fields of a row of `field` (an array's, or a widget's of its kind). */
export const rowFields = (field: FlattenedField, row: Record<string, unknown>): FlattenedField[] =>
  field.type === 'array'
    ? field.flattenedFields
    : field.type === 'blocks'
      ? (field.blocks.find((block) => block.slug === row.blockType)?.flattenedFields ?? [])
      : []

/** A collection's top-level fields written per language, or holding rows or widgets with such fields. */
const translatableFields = (payload: Payload, collection: CollectionSlug) =>
  payload.collections[collection].config.flattenedFields.filter(translatable)

/** The names of a collection's top-level fields that are written per language (see translatableFields). */
export function localizedFields(payload: Payload, collection: CollectionSlug): string[] {
  return translatableFields(payload, collection).map((field) => field.name)
}

/**
 * A value read with every language at once, as `locale` shows it: a text of that language, or
 * English where it has none; rows and widgets keep their order with each text resolved.
 * `translated` says whether anything in it was written in `locale`.
 */
function resolve(field: FlattenedField, value: unknown, locale: Locale): { value: unknown; translated: boolean } {
  if ('localized' in field && field.localized) {
    const values = (value ?? {}) as Record<string, unknown>
    const own = values[locale]
    return written(own) ? { value: own, translated: true } : { value: values[DEFAULT_LOCALE], translated: false }
  }
  if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
    let translated = false
    const rows = value.map((row: Record<string, unknown>) => {
      const shown: Record<string, unknown> = { ...row }
      for (const sub of rowFields(field, row)) {
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

/** What `doc`, read with every language at once, says in each language other than English. */
function translationsOf(payload: Payload, fields: FlattenedField[], doc: Record<string, unknown>): Translations {
  const translations: Translations = {}
  const locales = payload.config.localization ? payload.config.localization.localeCodes : []
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE || !isLocale(locale)) continue
    for (const field of fields) {
      const { value, translated } = resolve(field, doc[field.name], locale)
      if (translated) (translations[locale] ??= {})[field.name] = value
    }
  }
  return translations
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
  for (const doc of docs as unknown as Record<string, unknown>[]) {
    byId.set(doc.id as number, translationsOf(payload, fields, doc))
  }
  return byId
}

type Data = Record<string, unknown>
/** An object that is not a list: a document, a row, a value per language. */
export const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `data` read with every language at once, as an English read gives it: each text per language
 * becomes its English one, in groups, rows and widgets too, and in the documents its relations
 * bring along (each by its own collection's fields).
 */
function inEnglishOnly(payload: Payload, fields: FlattenedField[], data: Data): Data {
  const english: Data = { ...data }
  for (const field of fields) {
    if (!(field.name in data)) continue
    let value = data[field.name]
    if ('localized' in field && field.localized && isRecord(value)) value = value[DEFAULT_LOCALE]
    english[field.name] = inEnglishValue(payload, field, value)
  }
  return english
}

function inEnglishValue(payload: Payload, field: FlattenedField, value: unknown): unknown {
  if (Array.isArray(value) && field.type !== 'group' && field.type !== 'tab') {
    return value.map((item) => inEnglishValue(payload, field, item))
  }
  if (!isRecord(value)) return value
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return inEnglishOnly(payload, field.flattenedFields, value)
    case 'blocks': {
      const block = field.blocks.find((b) => b.slug === value.blockType)
      return block ? inEnglishOnly(payload, block.flattenedFields, value) : value
    }
    case 'relationship':
    case 'upload': {
      // A document brought along, or { relationTo, value } when the relation may lead to several collections.
      const polymorphic = Array.isArray(field.relationTo)
      const slug = (polymorphic ? value.relationTo : field.relationTo) as CollectionSlug
      const doc = polymorphic ? value.value : value
      const related = payload.collections[slug]
      if (!related || !isRecord(doc)) return value
      const shown = inEnglishOnly(payload, related.config.flattenedFields, doc)
      return polymorphic ? { ...value, value: shown } : shown
    }
    default:
      return value
  }
}

/**
 * The editor's copies of a collection's long texts, left out of what visitors read: pages and the
 * API show the HTML made from each on save (src/fields/rich-text.ts), and the copies, read in
 * every language, are most of a document's size.
 */
const editorCopies = (fields: FlattenedField[]) =>
  Object.fromEntries(fields.filter((field) => field.type === 'richText').map((field) => [field.name, false]))

/**
 * The documents `options` finds, in English with their translations attached, in one read of
 * every language at once (what withTranslations gives, without a second query). The editor's rich
 * texts are not read (see editorCopies).
 */
export async function findTranslatable<C extends CollectionSlug>(
  payload: Payload,
  options: Omit<FindOptions<C, SelectType>, 'locale' | 'fallbackLocale' | 'select'>,
): Promise<Translatable<DataFromCollectionSlug<C>>[]> {
  const collection = payload.collections[options.collection].config
  const fields = translatableFields(payload, options.collection)
  const names = fields.map((field) => field.name)
  // Typed loosely: TypeScript cannot spell out find's result for a collection not yet known.
  const find = payload.find as (options: object) => Promise<{ docs: unknown[] }>
  const select = editorCopies(collection.flattenedFields)
  const { docs } = await find.call(payload, {
    ...options,
    locale: 'all',
    ...(Object.keys(select).length ? { select } : {}),
  })
  return (docs as Data[]).map((doc) => ({
    ...(inEnglishOnly(payload, collection.flattenedFields, doc) as unknown as DataFromCollectionSlug<C>),
    translated: { fields: names, values: translationsOf(payload, fields, doc) },
  }))
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
