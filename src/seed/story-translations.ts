import type { Payload } from 'payload'

import { summarise } from '@/content/feed/post-summary'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { inTransaction, query, sql, valueList } from '@/lib/database/sql'
import { localeRow, richTextOnce } from '@/seed/translation-rows'
import ar from '@/seed/translations/stories/ar.json'
import de from '@/seed/translations/stories/de.json'
import es from '@/seed/translations/stories/es.json'
import fr from '@/seed/translations/stories/fr.json'
import id from '@/seed/translations/stories/id.json'
import it from '@/seed/translations/stories/it.json'
import ja from '@/seed/translations/stories/ja.json'
import ka from '@/seed/translations/stories/ka.json'
import ko from '@/seed/translations/stories/ko.json'
import pl from '@/seed/translations/stories/pl.json'
import ptBR from '@/seed/translations/stories/pt-BR.json'
import ru from '@/seed/translations/stories/ru.json'
import tr from '@/seed/translations/stories/tr.json'
import uk from '@/seed/translations/stories/uk.json'
import uz from '@/seed/translations/stories/uz.json'
import vi from '@/seed/translations/stories/vi.json'
import zhCN from '@/seed/translations/stories/zh-CN.json'

/**
 * The demo's stories in every language but English: each English text of the demo (a name, a
 * blurb, one paragraph of a story) with its translation. Paragraphs are translated one by one, so
 * a story is translated when each of its paragraphs is.
 */
const storyWords: Partial<Record<Locale, Record<string, string>>> = {
  ar,
  de,
  es,
  fr,
  id,
  it,
  ja,
  ka,
  ko,
  pl,
  'pt-BR': ptBR,
  ru,
  tr,
  uk,
  uz,
  vi,
  'zh-CN': zhCN,
}

/** The translatable table of each kind of story, its plain texts and its HTML texts (each beside its `_rich` text). */
const storyTables = {
  articles: { texts: ['name', 'blurb'], html: ['content'], versions: true },
  podcast_episodes: { texts: ['name'], html: ['description'], versions: true },
  microblog_posts: { texts: ['link_text'], html: ['content'], versions: true },
  faqs: { texts: ['name'], html: ['content'], versions: false },
  testimonials: { texts: ['title'], html: ['content'], versions: false },
  people: { texts: ['title'], html: ['description'], versions: false },
  links: { texts: ['name'], html: [], versions: false },
  groups: { texts: ['name'], html: [], versions: false },
} satisfies Record<string, { texts: string[]; html: string[]; versions: boolean }>

export type StoryTable = keyof typeof storyTables

/** What the demo just made, to be translated: whole tables, or (for groups) some of their records. */
export type MadeStories = { table: StoryTable; ids?: number[] }[]

/** `html` (paragraphs, as the editor writes them) in another language, or null when a paragraph has no translation. */
export function translateParagraphs(html: string, words: Record<string, string>): string | null {
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/gs)].map((match) => match[1])
  if (!paragraphs.length || paragraphs.map((p) => `<p>${p}</p>`).join('') !== html) return null
  const translated = paragraphs.map((p) => words[p])
  return translated.every((p) => p !== undefined) ? translated.map((p) => `<p>${p}</p>`).join('') : null
}

type Row = Record<string, unknown> & { _parent_id: number }

/**
 * The texts of the stories the demo made, in every language: each record (and its versions) gets
 * a row of each language whose words the demo has, unless it has one already. Written as rows in
 * one transaction, like the shop's translations (see shop-translations.ts).
 */
export async function seedStoryTranslations(payload: Payload, made: MadeStories): Promise<void> {
  if (!made.length) return
  // A document and its version tell the same story: its rich text is made once.
  const richTextOf = richTextOnce(payload)
  await inTransaction({ payload }, async (db) => {
    for (const { table, ids } of made) {
      const { texts, html, versions } = storyTables[table]
      const tables: { name: string; prefix: string; parent?: number[] }[] = [{ name: table, prefix: '', parent: ids }]
      if (versions) tables.push({ name: `_${table}_v`, prefix: 'version_', parent: undefined })
      for (const { name, prefix, parent } of tables) {
        const textColumns = texts.map((column) => `${prefix}${column}`)
        const htmlColumns = html.map((column) => `${prefix}${column}`)
        const locales = sql.identifier(`${name}_locales`)
        const columns = [...textColumns, ...htmlColumns].map((column) => sql.identifier(column))
        const only = parent ? sql` AND "_parent_id" IN (${valueList(parent)})` : sql``
        const english = await query<Row>(
          db,
          sql`SELECT "_parent_id", ${sql.join(columns, sql`, `)} FROM ${locales} WHERE "_locale" = ${DEFAULT_LOCALE}${only}`,
        )
        const written = new Set(
          (
            await query<{ _parent_id: number; _locale: string }>(
              db,
              sql`SELECT "_parent_id", "_locale" FROM ${locales} WHERE "_locale" <> ${DEFAULT_LOCALE}`,
            )
          ).map((row) => `${row._parent_id}:${row._locale}`),
        )
        for (const [locale, words] of Object.entries(storyWords) as [Locale, Record<string, string>][]) {
          for (const row of english) {
            if (written.has(`${row._parent_id}:${locale}`)) continue
            const values: Record<string, unknown> = {}
            for (const column of textColumns) {
              const text = row[column]
              if (typeof text === 'string' && words[text] !== undefined) values[column] = words[text]
            }
            for (const column of htmlColumns) {
              const translated = typeof row[column] === 'string' ? translateParagraphs(row[column], words) : null
              if (translated === null) continue
              const rich = await richTextOf(translated)
              values[column] = translated
              values[`${column}_rich`] = rich
              if (table === 'microblog_posts') values[`${prefix}summary`] = summarise(rich)
            }
            if (Object.keys(values).length) await query(db, localeRow(name, row._parent_id, locale, values))
          }
        }
      }
    }
  })
}
