import type { Payload } from 'payload'

import { CONTENT_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'

/** The spec's voucher theme image: 400 wide at 16:9. */
export const THEME_IMAGE = { aspect: '16x9' as Aspect, width: 400 }

/** The designs on offer, in the studio's order: id, name and picture. */
export function getVoucherThemes(payload: Payload, image: { aspect: Aspect; width: number } = THEME_IMAGE) {
  return memo(`voucher-themes:${image.aspect}:${image.width}`, [CONTENT_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'voucher-themes',
      where: { active: { equals: true } },
      sort: ['sort', 'id'],
      depth: 1,
      limit: 100,
      pagination: false,
      overrideAccess: true,
    })
    return docs.map((theme) => ({ id: theme.id, name: theme.name, image: toImage(theme.image, image) }))
  })
}
