import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { inTransaction, query } from '@/lib/database/sql'
import { relationId } from '@/lib/relation-id'
import descriptions from '@/seed/translations/site-description.json'
import ar from '@/seed/translations/site/ar.json'
import de from '@/seed/translations/site/de.json'
import es from '@/seed/translations/site/es.json'
import fr from '@/seed/translations/site/fr.json'
import id from '@/seed/translations/site/id.json'
import it from '@/seed/translations/site/it.json'
import ja from '@/seed/translations/site/ja.json'
import ka from '@/seed/translations/site/ka.json'
import ko from '@/seed/translations/site/ko.json'
import pl from '@/seed/translations/site/pl.json'
import ptBR from '@/seed/translations/site/pt-BR.json'
import ru from '@/seed/translations/site/ru.json'
import tr from '@/seed/translations/site/tr.json'
import uk from '@/seed/translations/site/uk.json'
import uz from '@/seed/translations/site/uz.json'
import vi from '@/seed/translations/site/vi.json'
import zhCN from '@/seed/translations/site/zh-CN.json'
import { localeRow, versionOf, wordRow } from '@/seed/translation-rows'
import { type PageDefinition, seedWidgetTranslations, type WidgetWords } from '@/seed/widget-translations'

/** The demo site's words in one language: navigation labels and widgets' words by their English, pages by slug. */
type SiteTexts = {
  navigation: Record<string, string>
  pages: Record<string, { name: string; title: string; meta_description: string }>
  widgets: WidgetWords
}

/** The demo site in every language but English (its own words, in site.ts and the pages' definitions). */
const siteTexts: Partial<Record<Locale, SiteTexts>> = {
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

const languages = () => Object.entries(siteTexts) as [Locale, SiteTexts][]

/** The navigation tables whose labels the demo translates: the header's, the footer's or both. */
export type NavigationTable = 'header_nav_items' | 'footer_nav_items'

/**
 * The demo's navigation labels in every language (each link whose English label the demo wrote),
 * and, with `description`, the site's description.
 */
export async function seedSiteTranslations(
  payload: Payload,
  { navigation, description }: { navigation: NavigationTable[]; description: boolean },
): Promise<void> {
  const settings = description
    ? await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { name: true }, overrideAccess: true })
    : null
  await inTransaction({ payload }, async (db) => {
    for (const [locale, texts] of languages()) {
      for (const table of navigation)
        for (const [english, word] of Object.entries(texts.navigation))
          await query(db, wordRow(table, 'label', locale, english, word))
      const meta_description = (descriptions as Partial<Record<Locale, string>>)[locale]
      if (settings && meta_description)
        await query(db, localeRow('site_settings', settings.id, locale, { meta_description }))
    }
  })
}

/**
 * The demo's pages `created` (by slug) in every language: name, title and description, and the
 * words of their widgets, in the page and its version.
 */
export async function seedPageTranslations(
  payload: Payload,
  pages: PageDefinition[],
  created: Map<string, number>,
): Promise<void> {
  if (!created.size) return
  const versions = await payload.findVersions({
    collection: 'pages',
    where: { and: [{ latest: { equals: true } }, { parent: { in: [...created.values()] } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const latestVersion = new Map(versions.docs.map((v) => [relationId(v.parent), v.id]))
  const widgetWords = languages().map(([locale, texts]) => [locale, texts.widgets] as [Locale, WidgetWords])
  await inTransaction({ payload }, async (db) => {
    for (const [locale, texts] of languages()) {
      for (const [slug, values] of Object.entries(texts.pages)) {
        const id = created.get(slug)
        if (id == null) continue
        await query(db, localeRow('pages', id, locale, values))
        const version = latestVersion.get(id)
        if (version != null) await query(db, localeRow('_pages_v', version, locale, versionOf(values)))
      }
    }
    for (const page of pages) {
      const id = created.get(page.slug)
      if (id != null) await seedWidgetTranslations(db, page, id, latestVersion.get(id), widgetWords)
    }
  })
}
