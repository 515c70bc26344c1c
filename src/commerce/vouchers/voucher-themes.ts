import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { findTranslatable, shownIn } from '@/i18n/translations'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'

/** The spec's voucher theme image: 400 wide at 16:9. */
export const THEME_IMAGE = { aspect: '16x9' as Aspect, width: 400 }

/**
 * The designs on offer, in the studio's order: id, name (in `locale`, English where not
 * translated, named in `in_english`) and picture.
 */
export async function getVoucherThemes(
  payload: Payload,
  image: { aspect: Aspect; width: number } = THEME_IMAGE,
  locale: Locale = DEFAULT_LOCALE,
) {
  const themes = await memo('voucher-themes', [CONTENT_TAG], () =>
    findTranslatable(payload, {
      collection: 'voucher-themes',
      where: { active: { equals: true } },
      sort: ['sort', 'id'],
      depth: 1,
      limit: 100,
      pagination: false,
      overrideAccess: true,
    }),
  )
  return shownIn(themes, locale, (theme) => ({ id: theme.id, name: theme.name, image: toImage(theme.image, image) }))
}
