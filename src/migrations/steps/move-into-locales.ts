import { type SQL, sql } from 'drizzle-orm'

import { DEFAULT_LOCALE } from '@/i18n/locales'

/** Columns of `table` whose values move into its `_locales` table, one row per record and language. */
export type LocalesMove = { table: string; columns: string[] }

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
const list = (columns: string[]) => columns.map(quoted).join(', ')

/**
 * Copies what every record holds in `columns` into its row of the English locale: the text that
 * was written once is the English text, every other language falls back to it.
 */
export const copyIntoEnglish = ({ table, columns }: LocalesMove): SQL =>
  sql.raw(
    `INSERT INTO ${quoted(`${table}_locales`)} (${list(columns)}, "_locale", "_parent_id") ` +
      `SELECT ${list(columns)}, '${DEFAULT_LOCALE}', "id" FROM ${quoted(table)}`,
  )

/** Undoes `copyIntoEnglish`: the English text back into the record's own columns (added again before). */
export const copyOutOfEnglish = ({ table, columns }: LocalesMove): SQL =>
  sql.raw(
    `UPDATE ${quoted(table)} SET ${columns
      .map(
        (column) =>
          `${quoted(column)} = (SELECT l.${quoted(column)} FROM ${quoted(`${table}_locales`)} l ` +
          `WHERE l."_parent_id" = ${quoted(table)}."id" AND l."_locale" = '${DEFAULT_LOCALE}')`,
      )
      .join(', ')}`,
  )

const productTexts = ['name', 'blurb', 'content_rich', 'content', 'medium', 'series', 'title', 'meta_description']

/** The shop's texts a visitor reads, made translatable (migration content_languages). */
export const shopTextsMoves: LocalesMove[] = [
  { table: 'products', columns: productTexts },
  { table: '_products_v', columns: productTexts.map((column) => `version_${column}`) },
  { table: 'addons', columns: ['name'] },
  { table: 'groups', columns: ['name', 'content'] },
]

/** Products' option names and values, made translatable (migration option_languages). */
export const optionTextsMoves: LocalesMove[] = [
  { table: 'products_variations', columns: ['name'] },
  { table: 'products_variations_options', columns: ['value'] },
  { table: '_products_v_version_variations', columns: ['name'] },
  { table: '_products_v_version_variations_options', columns: ['value'] },
]

/** Pages' names, titles and descriptions, the site's description and its navigation (migration site_languages). */
export const siteTextsMoves: LocalesMove[] = [
  { table: 'pages', columns: ['name', 'title', 'meta_description'] },
  { table: '_pages_v', columns: ['version_name', 'version_title', 'version_meta_description'] },
  { table: 'site_settings', columns: ['meta_description'] },
  { table: 'header_nav_items', columns: ['label'] },
  { table: 'footer_nav_items', columns: ['label'] },
]

const articleTexts = ['name', 'blurb', 'content_rich', 'content', 'title', 'meta_description']
const episodeTexts = ['name', 'description_rich', 'description']
const postTexts = ['summary', 'content_rich', 'content', 'link_text']

/** Articles, episodes' notes, feed posts, questions and answers, testimonials, people and links (migration story_languages). */
export const storyTextsMoves: LocalesMove[] = [
  { table: 'articles', columns: articleTexts },
  { table: '_articles_v', columns: articleTexts.map((column) => `version_${column}`) },
  { table: 'podcast_episodes', columns: episodeTexts },
  { table: '_podcast_episodes_v', columns: episodeTexts.map((column) => `version_${column}`) },
  { table: 'microblog_posts', columns: postTexts },
  { table: '_microblog_posts_v', columns: postTexts.map((column) => `version_${column}`) },
  { table: 'faqs', columns: ['name', 'content_rich', 'content'] },
  { table: 'testimonials', columns: ['content_rich', 'content', 'title'] },
  { table: 'people', columns: ['title', 'description_rich', 'description'] },
  { table: 'links', columns: ['name'] },
]

/** Forms' names, button words and texts above the questions (migration form_languages). */
export const formTextsMoves: LocalesMove[] = [
  { table: 'forms', columns: ['title', 'submit_button_label', 'message_rich', 'message'] },
]

/** Galleries' headings, slides' words, photos' names and descriptions, and voucher designs' names (migration caption_languages). */
export const captionTextsMoves: LocalesMove[] = [
  { table: 'galleries', columns: ['heading', 'sub_heading'] },
  { table: 'galleries_slides', columns: ['heading', 'sub_heading', 'content_rich', 'content', 'link_button_text'] },
  { table: 'photos', columns: ['name', 'description'] },
  { table: 'voucher_themes', columns: ['name'] },
]

/** Shipping types' names, which the customer chooses between (migration shipping_languages). */
export const shippingTextsMoves: LocalesMove[] = [{ table: 'shipping_types', columns: ['name'] }]
