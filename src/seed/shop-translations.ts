import type { Payload } from 'payload'

import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import type { Locale } from '@/i18n/locales'
import { inTransaction, query } from '@/lib/database/sql'
import { relationId } from '@/lib/relation-id'
import ar from '@/seed/translations/shop/ar.json'
import de from '@/seed/translations/shop/de.json'
import es from '@/seed/translations/shop/es.json'
import fr from '@/seed/translations/shop/fr.json'
import id from '@/seed/translations/shop/id.json'
import it from '@/seed/translations/shop/it.json'
import ja from '@/seed/translations/shop/ja.json'
import ka from '@/seed/translations/shop/ka.json'
import ko from '@/seed/translations/shop/ko.json'
import pl from '@/seed/translations/shop/pl.json'
import ptBR from '@/seed/translations/shop/pt-BR.json'
import ru from '@/seed/translations/shop/ru.json'
import tr from '@/seed/translations/shop/tr.json'
import uk from '@/seed/translations/shop/uk.json'
import uz from '@/seed/translations/shop/uz.json'
import vi from '@/seed/translations/shop/vi.json'
import zhCN from '@/seed/translations/shop/zh-CN.json'
import optionWords from '@/seed/translations/shop-options.json'
import { localeRow, versionOf, wordRow } from '@/seed/translation-rows'

/** The demo shop's words in one language: by group slug, addon (English name) and product slug. */
type ShopTexts = {
  groups: Record<string, { name: string; content?: string }>
  addons: Record<string, { name: string }>
  products: Record<string, { name: string; blurb: string; content: string; medium?: string; series?: string }>
}

/** The demo shop in every language but English (its own words, in shop-catalogue.ts). */
export const shopTexts: Partial<Record<Locale, ShopTexts>> = {
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

const all = { limit: 0, pagination: false as const, depth: 0, overrideAccess: true }

/**
 * Writes the demo shop's translations: each category, extra and product of the demo in every
 * language, into the document and (for a product) its published version, which the back-office
 * shows. Written as rows of the translatable tables in one transaction, not saved through the
 * back-office: its checks ran on the English documents, and a save per document and language
 * (over a thousand) would slow every first start by a minute.
 */
export async function seedShopTranslations(payload: Payload): Promise<void> {
  const [groups, addons, products, versions] = await Promise.all([
    payload.find({ collection: 'groups', where: { model: { equals: 'product' } }, select: { slug: true }, ...all }),
    payload.find({ collection: 'addons', select: { name: true }, ...all }),
    payload.find({ collection: 'products', select: { slug: true }, ...all }),
    payload.findVersions({ collection: 'products', where: { latest: { equals: true } }, ...all }),
  ])
  const groupIds = new Map(groups.docs.map((g) => [g.slug, g.id]))
  const addonIds = new Map(addons.docs.map((a) => [a.name, a.id]))
  const productIds = new Map(products.docs.map((p) => [p.slug, p.id]))
  const latestVersion = new Map(versions.docs.map((v) => [relationId(v.parent), v.id]))
  await inTransaction({ payload }, async (db) => {
    for (const [locale, texts] of Object.entries(shopTexts) as [Locale, ShopTexts][]) {
      const rows: ReturnType<typeof localeRow>[] = []
      for (const [slug, { name, content }] of Object.entries(texts.groups)) {
        const id = groupIds.get(slug)
        if (id != null) rows.push(localeRow('groups', id, locale, { name, content }))
      }
      for (const [english, { name }] of Object.entries(texts.addons)) {
        const id = addonIds.get(english)
        if (id != null) rows.push(localeRow('addons', id, locale, { name }))
      }
      for (const [slug, { name, blurb, content, medium, series }] of Object.entries(texts.products)) {
        const id = productIds.get(slug)
        if (id == null) continue
        const values = { name, blurb, content, content_rich: await richTextFromHtml(payload, content), medium, series }
        rows.push(localeRow('products', id, locale, values))
        const version = latestVersion.get(id)
        if (version != null) rows.push(localeRow('_products_v', version, locale, versionOf(values)))
      }
      for (const row of rows) await query(db, row)
    }
    for (const [locale, words] of Object.entries(optionWords) as [Locale, Record<string, string>][]) {
      for (const [english, word] of Object.entries(words)) {
        for (const [table, column] of optionTables) await query(db, wordRow(table, column, locale, english, word))
      }
    }
  })
}

/** The tables of products' options (and of their versions) with the column of their text. */
const optionTables = [
  ['products_variations', 'name'],
  ['products_variations_options', 'value'],
  ['_products_v_version_variations', 'name'],
  ['_products_v_version_variations_options', 'value'],
] as const
