import { type SQL, sql } from 'drizzle-orm'

import { DEFAULT_LOCALE } from '@/i18n/locales'

/**
 * The widgets' texts made translatable (migration widget_languages), by block kind: the rows,
 * blocks and widgets of pages and articles are stored as JSON, where a translatable text is kept
 * as one value per language (`{ "en": …, "de": … }`). `button.text` is a text in a group.
 * Written out, not read from the blocks' configuration: a migration moves what its release had.
 */
export const widgetTextsMoved: Record<string, string[]> = {
  column: ['title'],
  heading: ['text'],
  html: ['html'],
  rawCode: ['code'],
  headingAndContent: ['heading', 'sub_heading', 'content_rich', 'content'],
  callToAction: ['heading', 'sub_heading', 'html_rich', 'html', 'button.text'],
  heroQuote: ['heading', 'sub_heading', 'html_rich', 'html', 'button.text'],
  imageWithContent: ['heading', 'html_rich', 'html', 'button.text'],
  buttonLink: ['button_text'],
  faq: ['heading'],
  testimonialGrid: ['heading', 'sub_heading'],
  heroTestimonial: ['heading', 'sub_heading', 'button.text'],
  personList: ['heading'],
  gallery: ['heading', 'subheading'],
  galleryGroup: ['heading', 'subheading'],
  modal: ['heading', 'html_rich', 'html', 'button_text'],
  tplShop: ['heading'],
  microblogFeed: ['heading'],
  blogArticleList: ['heading'],
}

/**
 * Forms' questions made translatable (migration form_languages), by kind of question, kept like
 * widgets in the form's JSON; `options[].label` is the label of each of a choice's options.
 */
const questionLabel = ['label']
export const questionTextsMoved: Record<string, string[]> = {
  ...Object.fromEntries(
    [
      'text',
      'textarea',
      'email',
      'phone',
      'number',
      'currency',
      'percent',
      'password',
      'date',
      'datetime',
      'time',
      'checkbox',
      'signature',
    ].map((kind) => [kind, questionLabel]),
  ),
  select: ['label', 'options[].label'],
  header: ['text'],
  content: ['content_rich', 'content'],
}

/** A JSON column of blocks. */
type BlockColumn = { table: string; column: string }

/** The JSON column holding forms' questions. */
export const questionColumns: BlockColumn[] = [{ table: 'forms', column: 'fields' }]

/** The JSON columns holding blocks: pages' rows and content blocks, articles' rows, and their versions. */
export const widgetColumns: BlockColumn[] = [
  { table: 'pages', column: 'rows' },
  { table: '_pages_v', column: 'version_rows' },
  { table: 'pages_page_contents', column: 'template' },
  { table: '_pages_v_version_page_contents', column: 'template' },
  { table: 'articles', column: 'rows' },
  { table: '_articles_v', column: 'version_rows' },
]

type Json = unknown
type Change = (value: Json) => Json
const isObject = (value: Json): value is Record<string, Json> => value !== null && typeof value === 'object'

/** `change` applied to every text of `texts` in the blocks of `value`, at any depth (rows hold blocks, blocks widgets). */
export function mapBlockTexts(value: Json, change: Change, texts: Record<string, string[]> = widgetTextsMoved): Json {
  if (Array.isArray(value)) return value.map((item) => mapBlockTexts(item, change, texts))
  if (!isObject(value)) return value
  const paths = typeof value.blockType === 'string' ? (texts[value.blockType] ?? []) : []
  const changed = new Set(paths.map((path) => path.split(/\[\]\.|\./)[0]))
  const result: Record<string, Json> = {}
  for (const [key, inner] of Object.entries(value))
    result[key] = changed.has(key) ? inner : mapBlockTexts(inner, change, texts)
  for (const path of paths) {
    if (path.includes('[].')) {
      const [rows, text] = path.split('[].')
      if (Array.isArray(result[rows]))
        result[rows] = result[rows].map((row) =>
          isObject(row) && row[text] != null ? { ...row, [text]: change(row[text]) } : row,
        )
      continue
    }
    const [first, second] = path.split('.')
    if (second === undefined) {
      if (result[first] != null) result[first] = change(result[first])
    } else if (isObject(result[first]) && result[first][second] != null) {
      result[first] = { ...result[first], [second]: change(result[first][second]) }
    }
  }
  return result
}

/** What was written once becomes the English text: every other language falls back to it. */
export const intoEnglish: Change = (value) => ({ [DEFAULT_LOCALE]: value })

/** Undone: the English text, the other languages dropped. */
export const outOfEnglish: Change = (value) => (isObject(value) ? (value[DEFAULT_LOCALE] ?? null) : value)

/** How a migration reads and writes its database, and stores JSON (text in SQLite, jsonb in PostgreSQL). */
export type JsonStore = {
  rows: (query: SQL) => Promise<Record<string, unknown>[]>
  run: (query: SQL) => Promise<unknown>
  kind: 'sqlite' | 'postgres'
}

/** Rewrites every stored block column of `columns` with `change` applied to the `texts` of their blocks. */
export async function moveWidgetTexts(
  store: JsonStore,
  change: Change,
  columns: BlockColumn[] = widgetColumns,
  texts: Record<string, string[]> = widgetTextsMoved,
): Promise<void> {
  for (const { table, column } of columns) {
    const rows = await store.rows(
      sql`SELECT ${sql.identifier('id')} AS id, ${sql.identifier(column)} AS blocks FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
    )
    for (const { id, blocks } of rows) {
      const parsed = typeof blocks === 'string' ? JSON.parse(blocks) : blocks
      const text = JSON.stringify(mapBlockTexts(parsed, change, texts))
      const stored = store.kind === 'postgres' ? sql`${text}::jsonb` : sql`${text}`
      await store.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${stored} WHERE ${sql.identifier('id')} = ${id}`,
      )
    }
  }
}
