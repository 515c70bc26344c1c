import type { CollectionAfterChangeHook, Field } from 'payload'
import { fieldAffectsData, tabHasName } from 'payload/shared'

import { DEFAULT_LOCALE } from '@/i18n/locales'

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

/**
 * A record first written in another language than English is written in English too: English is
 * every language's fallback, so a painting the artist names in German is not nameless on the
 * English site (nor in French, which falls back to English). She may then replace the English.
 */
export const firstWordsInEnglish: CollectionAfterChangeHook = async ({ collection, context, doc, operation, req }) => {
  const locale = req.locale
  if (operation !== 'create' || !locale || locale === DEFAULT_LOCALE || locale === 'all' || context[FIRST_WORDS])
    return doc
  const written = (await req.payload.findByID({
    collection: collection.slug,
    id: doc.id,
    locale,
    fallbackLocale: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })) as unknown as Record<string, unknown>
  const words = Object.fromEntries(
    languageFields(collection.fields)
      .filter((name) => written[name] != null)
      .map((name) => [name, written[name]]),
  )
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
