import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { siteUrl } from '@/lib/env'
import { composeMail } from '@/mail/compose'
import { DEFAULT_LOCALE, intlLocale, knownLocale, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { GiftVoucher, Media, VoucherTheme } from '@/payload-types'

import type { Mail } from '@/mail/mailer'
import { sourceOf } from '@/media/find-source'
import { ensureRendition } from '@/media/rendition'

import { formatCents } from '@/commerce/money'
import { pdfLocale } from '@/documents/pdf-font'
import { adminUrl, artistAddress, pageUrl } from '@/mail/shop-mail'
import { paymentOf } from '@/commerce/payments/payment-record'
import { formatVoucherCode } from '@/commerce/vouchers/voucher-code'
import { renderVoucherPdf } from '@/commerce/vouchers/voucher-pdf'

/** Where vouchers are bought and redeemed: the page the seed makes, `?redeem` opening its redeem mode. */
export const VOUCHER_PAGE = '/gift-vouchers'

export const voucherLocale = (voucher: Pick<GiftVoucher, 'locale'>): Locale => knownLocale(voucher.locale)

const amountOf = (voucher: GiftVoucher, locale: Locale) => formatCents(voucher.amount_cents, locale)
const buyerName = (voucher: GiftVoucher) => voucher.customer_name || voucher.email

/** The design's picture as a 16:9 JPEG for the PDF, or null (no design, or its file is gone). */
async function designPicture(theme: VoucherTheme | null): Promise<string | null> {
  const media = theme?.image as Media | undefined
  if (!media?.hash || !media.filename) return null
  try {
    return await ensureRendition(sourceOf({ ...media, filename: media.filename }), {
      hash: media.hash,
      aspect: '16x9',
      width: 1200,
      ext: 'jpg',
    })
  } catch {
    return null
  }
}

async function voucherPdf(payload: Payload, voucher: GiftVoucher, theme: VoucherTheme | null) {
  const locale = pdfLocale(voucherLocale(voucher))
  const [t, settings, picture] = await Promise.all([
    serverTranslator(locale, 'mail'),
    getSiteSettings(payload),
    designPicture(theme),
  ])
  const content = await renderVoucherPdf({
    siteName: settings.name || settings.organisation_name || 'Atelier',
    eyebrow: t('voucher.pdf.eyebrow'),
    amount: amountOf(voucher, locale),
    lines: [
      voucher.recipient_name ? t('voucher.forLine', { name: voucher.recipient_name }) : '',
      voucher.recipient_email ? t('voucher.fromLine', { name: buyerName(voucher) }) : '',
      voucher.message ? `“${voucher.message}”` : '',
    ],
    codeLabel: t('voucher.pdf.code'),
    code: formatVoucherCode(voucher.code),
    redeem: t('voucher.pdf.redeem', { url: `${new URL(siteUrl).host}${VOUCHER_PAGE}` }),
    reference: voucher.reference ?? '',
    picture,
  })
  return { filename: `gift-voucher-${voucher.reference ?? voucher.id}.pdf`, content, contentType: 'application/pdf' }
}

/** The voucher itself, to the recipient (or the buyer): the code, how to redeem it, and the PDF. */
async function voucherMail(payload: Payload, voucher: GiftVoucher, theme: VoucherTheme | null): Promise<Mail> {
  const locale = voucherLocale(voucher)
  const t = await serverTranslator(locale, 'mail')
  const settings = await getSiteSettings(payload)
  const site = settings.name || 'Atelier'
  const gift = Boolean(voucher.recipient_email)
  return composeMail(
    payload,
    locale,
    voucher.recipient_email || voucher.email,
    gift ? t('voucher.giftSubject', { name: buyerName(voucher) }) : t('voucher.selfSubject', { site }),
    {
      heading: voucher.recipient_name
        ? t('voucher.headingNamed', { name: voucher.recipient_name })
        : t('voucher.heading'),
      lines: [
        t('voucher.amountLine', { amount: amountOf(voucher, locale), site }),
        ...(gift ? [t('voucher.fromLine', { name: buyerName(voucher) })] : []),
        ...(voucher.message ? [`“${voucher.message}”`] : []),
        t('voucher.howTo'),
      ],
      code: formatVoucherCode(voucher.code),
      button: { label: t('voucher.button'), url: pageUrl(locale, VOUCHER_PAGE, { redeem: '1' }) },
      note: [t('voucher.pdfNote')],
    },
    { attachments: [await voucherPdf(payload, voucher, theme)] },
  )
}

/** The buyer's receipt: what was paid, and where the voucher went or when it will. */
async function receiptMail(payload: Payload, voucher: GiftVoucher, theme: VoucherTheme | null): Promise<Mail> {
  const locale = voucherLocale(voucher)
  const [t, design] = await Promise.all([
    serverTranslator(locale, 'mail'),
    // The design's name as the buyer's language has it (English where not translated).
    theme
      ? payload.findByID({ collection: 'voucher-themes', id: theme.id, locale, depth: 0, overrideAccess: true })
      : null,
  ])
  const reference = voucher.reference ?? String(voucher.id)
  const amount = amountOf(voucher, locale)
  const day = voucher.send_on
    ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(voucher.send_on),
      )
    : ''
  const recipient = {
    name: voucher.recipient_name || voucher.recipient_email || '',
    email: voucher.recipient_email ?? '',
  }
  const where = !voucher.recipient_email
    ? day
      ? t('voucher.receipt.scheduledSelf', { date: day })
      : t('voucher.receipt.toSelf')
    : day
      ? t('voucher.receipt.scheduled', { ...recipient, date: day })
      : t('voucher.receipt.toRecipient', recipient)
  return composeMail(payload, locale, voucher.email, t('voucher.receipt.subject', { reference }), {
    heading: t('voucher.receipt.heading'),
    lines: [t('voucher.receipt.text', { amount, reference }), where],
    rows: [
      { label: t('voucher.receipt.reference'), value: reference },
      ...(design ? [{ label: t('voucher.receipt.design'), value: design.name }] : []),
      { label: t('voucher.receipt.amount'), value: amount, strong: true },
    ],
    note: [t('voucher.receipt.gst')],
  })
}

/** To the artist, in English: a voucher was bought. */
async function studioMail(payload: Payload, voucher: GiftVoucher, to: string): Promise<Mail> {
  const t = await serverTranslator(DEFAULT_LOCALE, 'mail')
  const reference = voucher.reference ?? String(voucher.id)
  return composeMail(payload, DEFAULT_LOCALE, to, t('voucher.studio.subject', { reference }), {
    heading: t('voucher.studio.subject', { reference }),
    lines: [
      t('voucher.studio.text', {
        customer: buyerName(voucher),
        email: voucher.email,
        amount: amountOf(voucher, DEFAULT_LOCALE),
      }),
    ],
    button: { label: t('voucher.studio.button'), url: adminUrl('gift-vouchers', voucher.id) },
  })
}

const readVoucher = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'gift-vouchers', id, depth: 2, overrideAccess: true })

const themeOf = (voucher: GiftVoucher) => (typeof voucher.theme === 'object' ? voucher.theme : null)

/** The buyer's receipt once paid: what was paid, and where the voucher went or when it will. */
export async function voucherReceiptMail(payload: Payload, id: number): Promise<Mail> {
  const voucher = await readVoucher(payload, id)
  return receiptMail(payload, voucher, themeOf(voucher))
}

/** The artist's note of a voucher bought; null when the studio has no address to hear it at. */
export async function voucherStudioMail(payload: Payload, id: number): Promise<Mail | null> {
  const [voucher, artist] = await Promise.all([readVoucher(payload, id), artistAddress(payload)])
  return artist ? studioMail(payload, voucher, artist) : null
}

/** The voucher itself with its PDF, to the recipient (or the buyer) as the voucher names them now. */
export async function voucherCodeMail(payload: Payload, id: number): Promise<Mail> {
  const voucher = await readVoucher(payload, id)
  return voucherMail(payload, voucher, themeOf(voucher))
}

/** To the buyer: what came back, and what became of the voucher (its code dead, or its credit taken back). */
export async function voucherRefundedMail(payload: Payload, id: number): Promise<Mail> {
  const voucher = await readVoucher(payload, id)
  const payment = await paymentOf({ payload }, 'voucher', id)
  const locale = voucherLocale(voucher)
  const t = await serverTranslator(locale, 'mail')
  const reference = voucher.reference ?? String(voucher.id)
  const money = (cents: number) => formatCents(cents, locale)
  const taken = voucher.credit_taken_cents ?? 0
  return composeMail(payload, locale, voucher.email, t('voucher.refunded.subject', { reference }), {
    heading: t('voucher.refunded.heading'),
    lines: [
      t('voucher.refunded.text', { reference, amount: money(payment?.returnedCents || (voucher.amount_cents ?? 0)) }),
      voucher.redeemed_at
        ? t('voucher.refunded.creditTaken', { amount: money(taken) })
        : t('voucher.refunded.cancelled'),
    ],
  })
}
