import type { CollectionAfterChangeHook, CollectionSlug, Field, PayloadRequest, TypedLocale } from 'payload'
import { fieldAffectsData, tabHasName } from 'payload/shared'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { written } from '@/i18n/translations'
import { isJsonObject, type JsonObject } from '@/lib/json-value'

const FIRST_WORDS = 'firstWordsInEnglish'

/** Whether a field holds words kept per language, itself or in its rows. */
function holdsLanguages(field: Field): boolean {
  if ('localized' in field && field.localized) return true
  if ('fields' in field) return field.fields.some(holdsLanguages)
  if (field.type === 'tabs') return field.tabs.some((tab) => tab.fields.some(holdsLanguages))
  if (field.type === 'blocks')
    return field.blocks.some((block) => typeof block !== 'string' && block.fields.some(holdsLanguages))
  return false
}

/** The names of the record's own fields (through rows, unnamed tabs and collapsibles) that hold languages. */
function languageFields(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        tabHasName(tab) ? (tab.fields.some(holdsLanguages) ? [tab.name] : []) : languageFields(tab.fields),
      )
    if (!fieldAffectsData(field)) return 'fields' in field ? languageFields(field.fields) : []
    return holdsLanguages(field) ? [field.name] : []
  })
}

const empty = (value: unknown) => !written(value)

/** The ids of every row (of an array or of blocks) in `value`, at any depth. */
function rowIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value))
    for (const row of value) {
      if (isJsonObject(row) && row.id != null) ids.add(String(row.id))
      rowIds(row, ids)
    }
  else if (isJsonObject(value)) for (const inner of Object.values(value)) rowIds(inner, ids)
  return ids
}

/**
 * `english` with the words of `written` (the same value in another language) where English has
 * none: everywhere when `fill`, else only in rows that are not among `known` (rows added in that
 * language). Null when nothing is taken.
 */
function withFirstWords(english: unknown, written: unknown, known: Set<string>, fill: boolean): unknown {
  if (fill && empty(english) && !empty(written)) return written
  if (Array.isArray(english) && Array.isArray(written)) {
    let taken = false
    const rows = english.map((row) => {
      const id = isJsonObject(row) ? row.id : undefined
      const match = written.find((other) => isJsonObject(other) && id != null && other.id === id)
      const merged = withFirstWords(row, match, known, fill || (id != null && !known.has(String(id))))
      taken ||= merged !== null
      return merged ?? row
    })
    return taken ? rows : null
  }
  if (isJsonObject(english) && isJsonObject(written)) {
    let taken = false
    const merged: JsonObject = { ...english }
    for (const [key, value] of Object.entries(written)) {
      const next = withFirstWords(english[key], value, known, fill)
      if (next !== null) {
        merged[key] = next
        taken = true
      }
    }
    return taken ? merged : null
  }
  return null
}

const readIn = (req: PayloadRequest, collection: CollectionSlug, id: number | string, locale: TypedLocale) =>
  req.payload.findByID({
    collection,
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  }) as unknown as Promise<JsonObject>

/**
 * What is first written in another language than English is written in English too: English is
 * every language's fallback, so a painting the artist names in German is not nameless on the
 * English site (nor in French, which falls back to English). So is a row (an option, a widget)
 * she adds while editing in German: its words are copied where English has none. She may then
 * replace the English.
 */
export const firstWordsInEnglish: CollectionAfterChangeHook = async (args) => {
  const { req } = args
  const { locale, fallbackLocale } = req
  if (!locale || locale === DEFAULT_LOCALE || locale === 'all' || args.context[FIRST_WORDS]) return args.doc
  try {
    return await copyFirstWords(args, locale)
  } finally {
    // Payload's reads and writes with this request set its language to theirs: the hooks after
    // this one (the pages' cache among them) see the language the save was made in.
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

async function copyFirstWords(
  { collection, context, doc, operation, previousDoc, req }: Parameters<CollectionAfterChangeHook>[0],
  locale: TypedLocale,
) {
  const known = operation === 'create' ? new Set<string>() : rowIds(previousDoc)
  const fields = languageFields(collection.fields)
  // An update that added no row leaves English as it is (and costs no read).
  if (operation === 'update' && [...rowIds(doc)].every((id) => known.has(id))) return doc
  const written = await readIn(req, collection.slug, doc.id, locale)
  const english = operation === 'create' ? {} : await readIn(req, collection.slug, doc.id, DEFAULT_LOCALE)
  const words = Object.fromEntries(
    fields.flatMap((name) => {
      const merged = withFirstWords(english[name], written[name], known, operation === 'create')
      return merged === null ? [] : [[name, merged]]
    }),
  )
  if (!Object.keys(words).length) return doc
  await req.payload.update({
    collection: collection.slug,
    id: doc.id,
    locale: DEFAULT_LOCALE,
    data: words,
    draft: doc._status === 'draft',
    depth: 0,
    overrideAccess: true,
    context: { ...context, [FIRST_WORDS]: true },
    req,
  })
  return doc
}
