import type { CollectionSlug, FlattenedField, GlobalSlug, Payload, Where } from 'payload'

import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales'
import { textsInEnglish } from '@/content/widget-language'
import { inLanguage, isRecord, localizedFields, withTranslations, written } from '@/i18n/translations'
import { editLink } from '@/studio/admin-links'

/** The documents a visitor reads whose words are translatable, and the field that names each. */
const TRANSLATED: { collection: CollectionSlug; title: string; label: string; published: boolean }[] = [
  { collection: 'products', title: 'name', label: 'Product', published: true },
  { collection: 'groups', title: 'name', label: 'Category', published: false },
  { collection: 'addons', title: 'name', label: 'Extra', published: false },
  { collection: 'pages', title: 'name', label: 'Page', published: true },
  { collection: 'articles', title: 'name', label: 'Article', published: true },
  { collection: 'podcast-episodes', title: 'name', label: 'Episode', published: true },
  { collection: 'microblog-posts', title: 'summary', label: 'Feed post', published: true },
  { collection: 'faqs', title: 'name', label: 'Question', published: false },
  { collection: 'testimonials', title: 'name', label: 'Testimonial', published: false },
  { collection: 'people', title: 'first_name', label: 'Person', published: false },
  { collection: 'links', title: 'name', label: 'Link', published: false },
  { collection: 'forms', title: 'title', label: 'Form', published: false },
  { collection: 'galleries', title: 'name', label: 'Gallery', published: false },
  { collection: 'photos', title: 'name', label: 'Photo', published: false },
  { collection: 'voucher-themes', title: 'name', label: 'Voucher design', published: false },
  { collection: 'shipping-types', title: 'name', label: 'Shipping type', published: false },
]

/** The site-wide settings a visitor reads: the site's description, the header's and footer's links. */
const GLOBALS: { slug: GlobalSlug; label: string }[] = [
  { slug: 'site-settings', label: 'Site settings' },
  { slug: 'header', label: 'Header' },
  { slug: 'footer', label: 'Footer' },
]

/**
 * A published document (or site-wide setting) with words shown in English to a visitor of some
 * language; `link` opens it in the back-office.
 */
export type Untranslated = {
  collection: CollectionSlug | GlobalSlug
  /** The document's id; null for a site-wide setting. */
  id: number | null
  label: string
  link: string
  title: string
  fields: string[]
}
export type LanguageOverview = { locale: Locale; name: string; documents: Untranslated[] }

type Data = Record<string, unknown>

/**
 * Whether `value` of `field`, read with every language at once, holds a text written in English
 * and not in `locale`, in its groups and rows too.
 */
function englishOnly(field: FlattenedField, value: unknown, locale: Locale): boolean {
  if ('localized' in field && field.localized) {
    const values = isRecord(value) ? value : {}
    return written(values[DEFAULT_LOCALE]) && !written(values[locale])
  }
  const within = (fields: FlattenedField[], data: unknown) =>
    isRecord(data) && fields.some((sub) => englishOnly(sub, data[sub.name], locale))
  if (field.type === 'group' || field.type === 'tab') return within(field.flattenedFields, value)
  if (field.type === 'array' && Array.isArray(value)) return value.some((row) => within(field.flattenedFields, row))
  return false
}

/** The site-wide settings, each with every language at once, and its fields. */
async function globalsInAllLanguages(payload: Payload) {
  return Promise.all(
    GLOBALS.map(async ({ slug, label }) => ({
      slug,
      label,
      fields: payload.globals.config.find((global) => global.slug === slug)?.flattenedFields ?? [],
      data: (await payload.findGlobal({ slug, locale: 'all', depth: 0, overrideAccess: true })) as unknown as Data,
    })),
  )
}

/** A field's name as the studio reads it: a story's rich text and its HTML are one "content". */
const shownField = (field: string) => field.replace(/_rich$/, '').replaceAll('_', ' ')

/**
 * The blocks kept as JSON of `collection`'s documents (a page's widgets, a form's questions), each
 * text with every language at once, by document.
 */
async function blocksInAllLanguages(
  payload: Payload,
  collection: 'pages' | 'forms' | 'articles',
  fields: string[],
  where?: Where,
): Promise<Map<number, unknown>> {
  const { docs } = await payload.find({
    collection,
    where,
    select: Object.fromEntries(fields.map((field) => [field, true])),
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, fields.map((field) => (doc as unknown as Record<string, unknown>)[field])]))
}

/**
 * For every language but English, the site-wide settings and the published documents a visitor of
 * that language would read partly in English, each with the fields she has not translated (what is
 * empty in English is not asked for); a page's or an article's widgets count as one field,
 * "widgets", a form's questions one, "questions". Read in one query per collection and one for its
 * translations, one for each kind of blocks kept as JSON, and one per site-wide setting.
 */
export async function translationOverview(payload: Payload): Promise<LanguageOverview[]> {
  const published: Where = { _status: { equals: 'published' } }
  const [widgets, articleWidgets, questions, globals] = await Promise.all([
    blocksInAllLanguages(payload, 'pages', ['rows', 'pageContents'], published),
    blocksInAllLanguages(payload, 'articles', ['rows'], published),
    blocksInAllLanguages(payload, 'forms', ['fields']),
    globalsInAllLanguages(payload),
  ])
  const blocks = new Set(
    TRANSLATED.flatMap(({ collection }) =>
      payload.collections[collection].config.flattenedFields
        .filter((field) => field.type === 'blocks')
        .map((field) => `${collection}.${field.name}`),
    ),
  )
  const perCollection = await Promise.all(
    TRANSLATED.map(async ({ collection, title, label, published }) => {
      const fields = localizedFields(payload, collection)
      const where: Where | undefined = published ? { _status: { equals: 'published' } } : undefined
      const { docs } = await payload.find({
        collection,
        where,
        select: Object.fromEntries([...fields, title].map((field) => [field, true])),
        locale: DEFAULT_LOCALE,
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        sort: title,
      })
      const translatable = await withTranslations(payload, collection, docs as unknown as { id: number }[])
      return { collection, title, label, translatable }
    }),
  )
  return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
    locale,
    name: LOCALE_NAMES[locale],
    documents: [
      ...globals.flatMap(({ slug, label, fields, data }): Untranslated[] => {
        const english = fields.filter((field) => englishOnly(field, data[field.name], locale))
        const link = `/admin/globals/${slug}`
        return english.length
          ? [{ collection: slug, id: null, label, link, title: label, fields: english.map((f) => shownField(f.name)) }]
          : []
      }),
      ...perCollection.flatMap(({ collection, title, label, translatable }) =>
        translatable.flatMap((doc): Untranslated[] => {
          // Widgets and questions (blocks) are counted text by text below.
          const english = inLanguage(doc, locale).english.filter((field) => !blocks.has(`${collection}.${field}`))
          const fields = [...new Set(english.map(shownField))]
          if (collection === 'pages' && textsInEnglish(widgets.get(doc.id), locale) > 0) fields.push('widgets')
          if (collection === 'articles' && textsInEnglish(articleWidgets.get(doc.id), locale) > 0)
            fields.push('widgets')
          if (collection === 'forms' && textsInEnglish(questions.get(doc.id), locale) > 0) fields.push('questions')
          const name = String((doc as Record<string, unknown>)[title] ?? doc.id)
          const link = editLink(collection, doc.id)
          return fields.length ? [{ collection, id: doc.id, label, link, title: name, fields }] : []
        }),
      ),
    ],
  }))
}
