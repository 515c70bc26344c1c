import { isDeepStrictEqual } from 'node:util'

import type { FlattenedField } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { isRecord, rowFields } from '@/i18n/translations'

type Data = Record<string, unknown>

/** Written by every save whatever it changed. */
const STAMPS = new Set(['updatedAt', 'createdAt'])

/**
 * Not stored with the document but read into it (a product's price from its SKU): what a save does
 * with it is saved elsewhere, which drops its own pages.
 */
const isVirtual = (field: FlattenedField) => 'virtual' in field && Boolean(field.virtual)

/** A relation's value as the ids it names, whether the documents were brought along or not. */
function relationIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relationIds)
  if (!isRecord(value)) return value
  if ('relationTo' in value && 'value' in value)
    return { relationTo: value.relationTo, value: relationIds(value.value) }
  return 'id' in value ? value.id : value
}

function sharedValue(field: FlattenedField, value: unknown): unknown {
  switch (field.type) {
    case 'group':
    case 'tab':
      return isRecord(value) ? sharedPart(field.flattenedFields, value) : value
    case 'array':
    case 'blocks':
      return Array.isArray(value)
        ? value.map((row: unknown) =>
            isRecord(row) ? { id: row.id, blockType: row.blockType, ...sharedPart(rowFields(field, row), row) } : row,
          )
        : value
    case 'relationship':
    case 'upload':
      return relationIds(value)
    case 'join':
      // Read from other documents, not saved with this one.
      return undefined
    default:
      return value
  }
}

/** What a document holds for every language alike: each field not written per language, rows' order and ids. */
function sharedPart(fields: FlattenedField[], data: Data): Data {
  const shared: Data = {}
  for (const field of fields) {
    if (('localized' in field && field.localized) || STAMPS.has(field.name) || isVirtual(field)) continue
    shared[field.name] = sharedValue(field, data[field.name])
  }
  return shared
}

/**
 * The language a save was made in, when it changed nothing but that language's own texts: only
 * that language's pages show anything new. Null when the save was in English (every language's
 * fallback), created or deleted the document, or changed anything the languages share (a price,
 * a picture, a row added, the document published).
 */
export function onlyLanguageChanged(
  fields: FlattenedField[],
  doc: Data,
  previousDoc: Data | undefined,
  locale: string | undefined,
): Locale | null {
  if (!locale || !isLocale(locale) || locale === DEFAULT_LOCALE || !previousDoc || !Object.keys(previousDoc).length)
    return null
  return isDeepStrictEqual(sharedPart(fields, doc), sharedPart(fields, previousDoc)) ? locale : null
}
