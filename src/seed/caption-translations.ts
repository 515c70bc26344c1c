import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { inTransaction, query } from '@/lib/database/sql'
import captions from '@/seed/translations/captions.json'
import { shopTexts } from '@/seed/shop-translations'
import { localeRow, richTextOnce, type WordsByEnglish } from '@/seed/translation-rows'

/** The demo's gallery headings, captions and voucher design names in every language but English, keyed by the English. */
export const captionWords = captions as WordsByEnglish

/** A painting's caption under its slide (the English one in content-collections.ts). */
export const SLIDE_CAPTION = '{name}, watercolour on paper. Prints available in the shop.'
export const SLIDE_BUTTON = 'See it in the shop'

type MadeSlide = { id?: string | null; heading?: string | null; sub_heading?: string | null }
/** A demo gallery just made: its headings, and each slide with the painting (product slug) it shows. */
export type MadeGallery = { id: number; heading?: string | null; sub_heading?: string | null; slides: MadeSlide[] }

const locales = () => Object.entries(captionWords) as [Locale, Record<string, string>][]

/**
 * A demo gallery just made, in every language: its headings, and each slide's painting name (the
 * shop's name of that painting), caption, text and button. Written as rows in one transaction
 * (see translation-rows.ts); `paintings` gives each slide's product slug, in the slides' order.
 */
export async function seedGalleryTranslations(payload: Payload, gallery: MadeGallery, paintings: string[]) {
  const rich = richTextOnce(payload)
  await inTransaction({ payload }, async (db) => {
    for (const [locale, texts] of locales()) {
      const heading = gallery.heading ? texts[gallery.heading] : undefined
      const subHeading = gallery.sub_heading ? texts[gallery.sub_heading] : undefined
      if (heading || subHeading) {
        await query(db, localeRow('galleries', gallery.id, locale, { heading, sub_heading: subHeading }))
      }
      for (const [i, slide] of gallery.slides.entries()) {
        const name = shopTexts[locale]?.products[paintings[i]]?.name
        if (!slide.id || !name) continue
        const content = `<p>${texts[SLIDE_CAPTION].replace('{name}', name)}</p>`
        await query(
          db,
          localeRow('galleries_slides', slide.id, locale, {
            heading: name,
            sub_heading: slide.sub_heading ? texts[slide.sub_heading] : undefined,
            content,
            content_rich: await rich(content),
            link_button_text: texts[SLIDE_BUTTON],
          }),
        )
      }
    }
  })
}
