import type { Payload } from 'payload'

import { composeMail } from '@/mail/compose'
import { DEFAULT_LOCALE, knownLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { Address, ShippingQuote, User } from '@/payload-types'

import type { Mail } from '@/mail/mailer'

import { addressLines } from '@/documents/invoice'
import { formatPrice } from '@/commerce/money'
import { adminUrl, artistAddress, pageUrl } from '@/mail/shop-mail'

type LoadedQuote = ShippingQuote & { user: User; address: Address }

/** The request with its customer and address; null when either is gone (a deleted account). */
async function loadQuote(payload: Payload, quoteId: number): Promise<LoadedQuote | null> {
  const quote = await payload.findByID({ collection: 'shipping-quotes', id: quoteId, depth: 1, overrideAccess: true })
  if (typeof quote.user !== 'object' || typeof quote.address !== 'object') return null
  return quote as LoadedQuote
}

const customerName = (quote: LoadedQuote) =>
  [quote.user.first_name, quote.user.last_name].filter(Boolean).join(' ') ||
  [quote.address.first_name, quote.address.last_name].filter(Boolean).join(' ') ||
  quote.user.email

/** To the artist, in English: who asks, to where, how heavy, what, and a link to the request. */
export async function quoteRequestedMail(payload: Payload, quoteId: number): Promise<Mail | null> {
  const [quote, to] = await Promise.all([loadQuote(payload, quoteId), artistAddress(payload)])
  if (!quote) return null
  if (!to) {
    payload.logger.warn(`Shipping quote ${quoteId}: no orders e-mail or organisation e-mail to tell the artist`)
    return null
  }
  const t = await serverTranslator(DEFAULT_LOCALE, 'mail')
  const customer = customerName(quote)
  return composeMail(payload, DEFAULT_LOCALE, to, t('quote.request.subject', { customer }), {
    heading: t('quote.request.heading'),
    lines: [t('quote.request.text', { customer, email: quote.user.email })],
    rows: [
      { label: t('quote.request.country'), value: quote.country || quote.address.country || '' },
      { label: t('quote.request.weight'), value: t('quote.request.weightValue', { grams: quote.weight_grams ?? 0 }) },
    ],
    sections: [
      {
        title: t('quote.request.addressTitle'),
        lines: [...addressLines(quote.address), quote.address.phone ?? ''].filter(Boolean),
      },
      { title: t('quote.request.itemsTitle'), lines: (quote.items ?? '').split('\n').filter(Boolean) },
    ],
    button: { label: t('quote.request.button'), url: adminUrl('shipping-quotes', quote.id) },
  })
}

/** To the customer, in their language: the price the artist set, and a way back to the checkout with that address. */
export async function quoteAnsweredMail(payload: Payload, quoteId: number): Promise<Mail | null> {
  const quote = await loadQuote(payload, quoteId)
  if (!quote || quote.amount == null) return null
  const locale = knownLocale(quote.user.locale)
  const t = await serverTranslator(locale, 'mail')
  const amount = formatPrice(quote.amount, locale)
  const address = addressLines(quote.address).join(', ')
  return composeMail(payload, locale, quote.user.email, t('quote.answered.subject', { amount }), {
    heading: t('quote.answered.heading'),
    lines: [t('quote.answered.text', { address, amount })],
    button: {
      label: t('quote.answered.button'),
      url: pageUrl(locale, '/checkout', { address: String(quote.address.id) }),
    },
  })
}
