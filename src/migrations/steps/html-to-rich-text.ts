import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'

/** What a migration step needs of its database, whichever kind it is. */
export type StepDatabase = {
  rows: (query: SQL) => Promise<Record<string, unknown>[]>
  run: (query: SQL) => Promise<unknown>
  /** A JSON value as the database stores it in a JSON column. */
  json: (value: unknown) => SQL
}

/** The columns that held HTML typed by the artist, beside the new column of the same text as rich text. */
const columns: [table: string, html: string][] = [
  ['products', 'content'],
  ['_products_v', 'version_content'],
  ['galleries_slides', 'content'],
  ['testimonials', 'content'],
  ['faqs', 'content'],
  ['people', 'description'],
]

/** The page-builder widgets (stored as JSON) whose HTML became rich text, with the key of the HTML. */
const widgets: Record<string, string> = {
  headingAndContent: 'content',
  imageWithContent: 'html',
  callToAction: 'html',
  heroQuote: 'html',
  modal: 'html',
}

const pageJsonColumns: [table: string, column: string][] = [
  ['pages', 'rows'],
  ['_pages_v', 'version_rows'],
  ['pages_page_contents', 'template'],
  ['_pages_v_version_page_contents', 'template'],
]

/** Gives every widget of a stored page its rich text; true when something changed. */
async function convertWidgets(payload: Payload, node: unknown): Promise<boolean> {
  if (Array.isArray(node)) {
    let changed = false
    for (const item of node) changed = (await convertWidgets(payload, item)) || changed
    return changed
  }
  if (!node || typeof node !== 'object') return false
  const record = node as Record<string, unknown>
  let changed = false
  const key = typeof record.blockType === 'string' ? widgets[record.blockType] : undefined
  if (key && typeof record[key] === 'string' && record[key].trim() && record[`${key}_rich`] == null) {
    record[`${key}_rich`] = await richTextFromHtml(payload, record[key])
    changed = true
  }
  for (const value of Object.values(record)) changed = (await convertWidgets(payload, value)) || changed
  return changed
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

/**
 * Keeps every text the artist wrote as HTML when it becomes rich text: each stored HTML (of
 * published documents, drafts and past versions alike) gets the editor's rich text beside it.
 * The HTML itself is left as it was, so the site shows exactly what it showed before.
 */
export async function htmlToRichText(payload: Payload, db: StepDatabase) {
  for (const [table, html] of columns) {
    const rich = `${html}_rich`
    const found = await db.rows(
      sql`SELECT id, ${sql.identifier(html)} AS html FROM ${sql.identifier(table)} WHERE ${sql.identifier(rich)} IS NULL AND ${sql.identifier(html)} IS NOT NULL AND ${sql.identifier(html)} <> ''`,
    )
    for (const row of found) {
      const state = await richTextFromHtml(payload, String(row.html))
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(rich)} = ${db.json(state)} WHERE id = ${row.id}`)
    }
  }
  for (const [table, column] of pageJsonColumns) {
    const found = await db.rows(
      sql`SELECT id, ${sql.identifier(column)} AS value FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
    )
    for (const row of found) {
      const value = parsed(row.value)
      if (await convertWidgets(payload, value))
        await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${db.json(value)} WHERE id = ${row.id}`)
    }
  }
}
