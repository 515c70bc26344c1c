import type { Payload } from 'payload'

import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { inTransaction, query, sql } from '@/lib/database/sql'
import { databaseKind } from '@/lib/env'

/**
 * Rows of the translatable (`_locales`) tables, for the demo's translations: written as rows in
 * one transaction, not saved through the back-office, whose checks ran on the English documents
 * and whose save per document and language would slow every first start.
 */

/** A JSON value (rich text) as the database in use stores it. */
export const jsonValue = (value: unknown) =>
  databaseKind === 'postgres' ? sql`${JSON.stringify(value)}::jsonb` : sql`${JSON.stringify(value)}`

/** One language's row of a translatable table: its texts, the language, and the record it belongs to. */
export function localeRow(table: string, parent: number | string, locale: Locale, values: Record<string, unknown>) {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined)
  const columns = [...entries.map(([column]) => column), '_locale', '_parent_id'].map((c) => sql.identifier(c))
  const cells = [
    ...entries.map(([, value]) => (value !== null && typeof value === 'object' ? jsonValue(value) : sql`${value}`)),
    sql`${locale}`,
    sql`${parent}`,
  ]
  return sql`INSERT INTO ${sql.identifier(`${table}_locales`)} (${sql.join(columns, sql`, `)}) VALUES (${sql.join(cells, sql`, `)})`
}

/** A document's texts as its version stores them. */
export const versionOf = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([column, value]) => [`version_${column}`, value]))

/** A language as a value selected into a locales table (PostgreSQL types the column as its enum). */
const localeValue = (locale: Locale) => (databaseKind === 'postgres' ? sql`${locale}::"_locales"` : sql`${locale}`)

/** `word` in `locale` for every row of `table` whose `column` reads `english` in English. */
export function wordRow(table: string, column: string, locale: Locale, english: string, word: string) {
  const locales = sql.identifier(`${table}_locales`)
  const text = sql.identifier(column)
  return sql`INSERT INTO ${locales} (${text}, "_locale", "_parent_id")
    SELECT ${word}, ${localeValue(locale)}, "_parent_id" FROM ${locales} WHERE "_locale" = ${DEFAULT_LOCALE} AND ${text} = ${english}`
}

/** The rich text of an HTML text, made once for each distinct text (a document and its version, or many slides, share it). */
export function richTextOnce(payload: Payload): (html: string) => ReturnType<typeof richTextFromHtml> {
  const made = new Map<string, ReturnType<typeof richTextFromHtml>>()
  return (html) => {
    if (!made.has(html)) made.set(html, richTextFromHtml(payload, html))
    return made.get(html)!
  }
}

/** The demo's words in every language but English, each keyed by its English words. */
export type WordsByEnglish = Partial<Record<Locale, Record<string, string>>>

/** Records just made (shipping types, voucher designs), their names in every language `words` has them in. */
export async function seedNames(
  payload: Payload,
  table: string,
  made: { id: number; name: string }[],
  words: WordsByEnglish,
) {
  await inTransaction({ payload }, async (db) => {
    for (const [locale, names] of Object.entries(words) as [Locale, Record<string, string>][]) {
      for (const record of made) {
        const name = names[record.name]
        if (name) await query(db, localeRow(table, record.id, locale, { name }))
      }
    }
  })
}
