import type { Payload } from 'payload'

import { captionWords } from '@/seed/caption-translations'
import { seedNames } from '@/seed/translation-rows'
import { ensurePaintings } from '@/seed/content-collections'
import { heading, html, reading, widget } from '@/seed/page-builders'
import { ensurePages } from '@/seed/pages'

/** The voucher designs: three of the seed paintings (indexes into `ensurePaintings`), with their names (in every language in translations/captions.json). */
export const voucherDesigns: [string, number][] = [
  ['Coast at dawn', 0],
  ['Spring wildflowers', 5],
  ['Evening on the river', 2],
]

/**
 * The gift voucher page and its designs, made once: the designs when there are none yet, the page
 * when no page of that address exists.
 */
export async function seedVouchers(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'voucher-themes', overrideAccess: true })
  if (totalDocs === 0) {
    const paintings = await ensurePaintings(payload)
    const made = []
    for (const [sort, [name, painting]] of voucherDesigns.entries())
      made.push(
        await payload.create({
          collection: 'voucher-themes',
          data: { name, image: paintings[painting].id, sort, active: true },
          overrideAccess: true,
        }),
      )
    await seedNames(payload, 'voucher_themes', made, captionWords)
  }
  await ensurePages(payload, [voucherPage])
}

/** The gift voucher page as the demo defines it. */
export const voucherPage = {
  slug: 'gift-vouchers',
  name: 'Gift vouchers',
  title: 'Gift vouchers',
  meta_description: 'Give a painting: a gift voucher for any original or print, sent by e-mail on the day you choose.',
  rows: [
    reading(
      heading('Gift vouchers'),
      html(
        '<p>Give someone the painting they choose. A voucher is e-mailed with its code and a card to print, to you or straight to them on the day you pick, and it becomes store credit for any original or print in the shop.</p>',
      ),
      widget('giftVoucherPurchase', { amounts: '50|100|150|200', allow_custom_amounts: true }),
    ),
  ],
}
