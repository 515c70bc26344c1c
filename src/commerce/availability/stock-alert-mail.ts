import type { Payload } from 'payload'

import { knownLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { composeMail } from '@/mail/compose'
import type { OwedMail } from '@/mail/outbox/deliver-owed-mail'
import { pageUrl } from '@/mail/shop-mail'
import type { Product } from '@/payload-types'

import type { Mail } from '@/mail/mailer'

/**
 * The one mail to an address left on a reserved piece's page: the hold lapsed and it can be bought
 * again. When someone has taken it again before the mail goes, or it is no longer shown, nothing
 * is sent: the mail would send her to a piece she cannot buy.
 */
export async function stockAvailableMail(payload: Payload, skuId: number, owed: OwedMail): Promise<Mail | null> {
  const email = typeof owed.data.email === 'string' ? owed.data.email : ''
  const locale = knownLocale(owed.data.locale)
  const sku = await payload.findByID({
    collection: 'skus',
    id: skuId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  const product = sku && typeof sku.product === 'object' ? (sku.product as Product) : null
  if (!email || !sku || !product || product._status !== 'published' || (sku.stock ?? 0) <= 0) return null
  const t = await serverTranslator(locale, 'mail')
  const name = sku.options_label ? `${product.name} (${sku.options_label})` : product.name
  const url = pageUrl(locale, `/product/${product.slug}`)
  return composeMail(
    payload,
    locale,
    email,
    t('stockAvailable.subject', { name }),
    {
      heading: t('stockAvailable.heading'),
      lines: [t('stockAvailable.text', { name })],
      button: { label: t('stockAvailable.button'), url },
      note: [t('stockAvailable.note')],
    },
    { link: url },
  )
}
