import type { Payload } from 'payload'

import { blockTexts } from '@/blocks/widget-texts'
import { langOf } from '@/i18n/in-english'
import { written } from '@/i18n/translations'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { isJsonObject, valueAt } from '@/lib/json-value'
import type { Page } from '@/payload-types'

/** A block read in a visitor's language, naming the texts shown in English because she has not translated them. */
export type WithEnglish = { in_english?: string[] }

/** The texts a visitor reads of a block of `kind` (a rich text is read as its HTML). */
const shownTexts = (kind: string) => (blockTexts[kind] ?? []).filter((path) => !path.endsWith('_rich'))

/**
 * Marks, in `shown` (blocks read in a language, English where untranslated), each block's texts
 * that `own` (the same blocks read in that language alone) does not have: they are in English.
 */
function markEnglish(shown: unknown, own: unknown): void {
  if (Array.isArray(shown)) {
    shown.forEach((item, i) => markEnglish(item, Array.isArray(own) ? own[i] : undefined))
    return
  }
  if (!isJsonObject(shown)) return
  const mine = isJsonObject(own) ? own : {}
  if (typeof shown.blockType === 'string') {
    const english = shownTexts(shown.blockType).filter(
      (path) => written(valueAt(shown, path)) && !written(valueAt(mine, path)),
    )
    if (english.length) shown.in_english = english
  }
  for (const [key, inner] of Object.entries(shown)) if (Array.isArray(inner)) markEnglish(inner, mine[key])
}

/**
 * A copy of `shown` (widgets in a language, English where untranslated), each widget naming in
 * `in_english` its texts that read as in `english` (the same widgets in English): a text the same
 * as the English one counts as English.
 */
export function withEnglishAs<T>(shown: T, english: unknown): T {
  const copy = structuredClone(shown)
  const mark = (item: unknown, en: unknown): void => {
    if (Array.isArray(item)) {
      item.forEach((inner, i) => mark(inner, Array.isArray(en) ? en[i] : undefined))
      return
    }
    if (!isJsonObject(item)) return
    const theirs = isJsonObject(en) ? en : {}
    if (typeof item.blockType === 'string') {
      const same = shownTexts(item.blockType).filter(
        (path) => written(valueAt(item, path)) && valueAt(item, path) === valueAt(theirs, path),
      )
      if (same.length) item.in_english = same
    }
    for (const [key, inner] of Object.entries(item)) if (Array.isArray(inner)) mark(inner, theirs[key])
  }
  mark(copy, english)
  return copy
}

/** Whether everything a widget says is in English on a page in another language (the whole widget says `lang="en"`). */
export function allInEnglish(widget: { blockType: string } & WithEnglish): boolean {
  const english = widget.in_english ?? []
  if (!english.length) return false
  return shownTexts(widget.blockType).every((path) => english.includes(path) || !written(valueAt(widget, path)))
}

/**
 * `page` read in `locale`, its widgets naming the texts shown in English (`in_english`): read a
 * second time in that language alone, without the fallback, to tell a translation from English.
 */
export async function withEnglishMarked(payload: Payload, page: Page, locale: Locale): Promise<Page> {
  if (locale === DEFAULT_LOCALE) return page
  const own = await payload.findByID({
    collection: 'pages',
    id: page.id,
    locale,
    fallbackLocale: false,
    select: { rows: true, pageContents: true },
    depth: 0,
    overrideAccess: true,
  })
  markEnglish(page.rows, own.rows)
  markEnglish(page.pageContents, own.pageContents)
  return page
}

/** `lang="en"` for a text of `widget` (a path of `blockTexts`) shown in English on a page in another language. */
export const widgetLang = (widget: object, path: string) => langOf((widget as WithEnglish).in_english, path)

/**
 * How many texts kept per language in JSON (`{ "en": …, "de": … }`, as a form's questions keep
 * their labels) anywhere in `stored`, read with every language at once, a visitor of `locale`
 * reads in English.
 */
export function textsInEnglish(stored: unknown, locale: Locale): number {
  if (Array.isArray(stored)) return stored.reduce<number>((sum, item) => sum + textsInEnglish(item, locale), 0)
  if (!isJsonObject(stored)) return 0
  const keys = Object.keys(stored)
  if (keys.includes(DEFAULT_LOCALE) && keys.every(isLocale))
    return written(stored[DEFAULT_LOCALE]) && !written(stored[locale]) ? 1 : 0
  return Object.values(stored).reduce<number>((sum, inner) => sum + textsInEnglish(inner, locale), 0)
}
