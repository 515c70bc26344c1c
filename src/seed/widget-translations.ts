import type { Payload } from 'payload'

import { blockTexts } from '@/blocks/widget-texts'
import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import type { Locale } from '@/i18n/locales'
import { type Db, query, sql } from '@/lib/database/sql'
import { isJsonObject, type JsonObject, valueAt } from '@/lib/json-value'
import { jsonValue } from '@/seed/translation-rows'

/** A page as the demo defines it: its rows of widgets and its content blocks' widgets. */
export type PageDefinition = { slug: string; rows?: unknown[]; pageContents?: { template?: unknown[] }[] }
/** A language's words for the demo's widgets, by their English. */
export type WidgetWords = Record<string, string>

/** The English texts of every translatable field of every block in `defined`, with `visit` called on each. */
function eachText(
  defined: unknown,
  stored: unknown,
  visit: (english: string, path: string, block: JsonObject, storedBlock: JsonObject | undefined) => void,
): void {
  if (Array.isArray(defined)) {
    defined.forEach((item, i) => eachText(item, Array.isArray(stored) ? stored[i] : undefined, visit))
    return
  }
  if (!isJsonObject(defined)) return
  const storedBlock = isJsonObject(stored) ? stored : undefined
  const paths = typeof defined.blockType === 'string' ? (blockTexts[defined.blockType] ?? []) : []
  for (const path of paths) {
    const english = valueAt(defined, path)
    if (typeof english === 'string' && english.trim()) visit(english, path, defined, storedBlock)
  }
  for (const [key, inner] of Object.entries(defined))
    if (Array.isArray(inner)) eachText(inner, storedBlock?.[key], visit)
}

/** A word to write: in `block`, at `path`, in `locale`; a rich text's HTML also becomes its rich text. */
type Placement = { block: JsonObject; path: string; locale: Locale; word: string }

/** Sets `value` as the `locale` text at `path` of `block`, beside the languages already there. */
function place(block: JsonObject, path: string, locale: Locale, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop()!
  const container = keys.reduce<JsonObject | undefined>(
    (inner, key) => (isJsonObject(inner?.[key]) ? (inner[key] as JsonObject) : undefined),
    block,
  )
  if (!container) return
  const current = container[last]
  container[last] = { ...(isJsonObject(current) ? current : {}), [locale]: value }
}

/** Where each language's words go in `stored` (a stored copy of `defined`). */
function placements(defined: unknown[], stored: unknown, languages: [Locale, WidgetWords][]): Placement[] {
  const found: Placement[] = []
  eachText(defined, stored, (english, path, _defined, block) => {
    if (!block) return
    for (const [locale, words] of languages)
      if (words[english]) found.push({ block, path, locale, word: words[english] })
  })
  return found
}

/** Rich texts made from HTML, by the HTML: a page and its version are written with the same words. */
type RichTexts = Map<string, Promise<unknown>>

/** Writes the placements into their blocks: a text as it is, an HTML text with the rich text it is made from. */
async function write(payload: Payload, found: Placement[], richTexts: RichTexts): Promise<void> {
  for (const { block, path, locale, word } of found) {
    place(block, path, locale, word)
    const rich = `${path}_rich`
    if (!isJsonObject(block[rich])) continue
    if (!richTexts.has(word)) richTexts.set(word, richTextFromHtml(payload, word))
    place(block, rich, locale, await richTexts.get(word))
  }
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

/** The JSON of `column` in `table`'s rows whose `key` is `id`, in their order. */
async function storedBlocks(db: Db, table: string, column: string, key: string, id: number | string) {
  const order = key === 'id' ? sql`` : sql` ORDER BY "_order"`
  const rows = await query<{ id: number | string; blocks: unknown }>(
    db,
    sql`SELECT "id", ${sql.identifier(column)} AS blocks FROM ${sql.identifier(table)} WHERE ${sql.identifier(key)} = ${id}${order}`,
  )
  return rows.map((row) => ({ id: row.id, blocks: parsed(row.blocks) }))
}

async function store(db: Db, table: string, column: string, id: number | string, blocks: unknown) {
  await query(
    db,
    sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${jsonValue(blocks)} WHERE "id" = ${id}`,
  )
}

/**
 * The words of a demo page's widgets in every language: its rows and its content blocks, in the
 * page (`id`) and its latest version, written as the stored JSON keeps them (one value per language).
 */
export async function seedWidgetTranslations(
  db: Db,
  page: PageDefinition,
  id: number,
  version: number | string | undefined,
  languages: [Locale, WidgetWords][],
): Promise<void> {
  const copies: [string, string, string, number | string][] = [
    ['pages', 'rows', 'id', id],
    ['pages_page_contents', 'template', '_parent_id', id],
  ]
  if (version != null)
    copies.push(
      ['_pages_v', 'version_rows', 'id', version],
      ['_pages_v_version_page_contents', 'template', '_parent_id', version],
    )
  const richTexts: RichTexts = new Map()
  for (const [table, column, key, owner] of copies) {
    const stored = await storedBlocks(db, table, column, key, owner)
    const defined = table.endsWith('page_contents')
      ? (page.pageContents ?? []).map((c) => c.template ?? [])
      : [page.rows ?? []]
    for (const [index, { id: row, blocks }] of stored.entries()) {
      const found = placements(defined[index] ?? [], blocks, languages)
      if (!found.length) continue
      await write(db.payload, found, richTexts)
      await store(db, table, column, row, blocks)
    }
  }
}
