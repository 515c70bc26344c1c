import { formatCents } from '@/commerce/money'
import { intlLocale, type Locale } from '@/i18n/locales'
import type { Order } from '@/payload-types'

/** From this total (GST included) an Australian tax invoice must name the buyer (GST Act, s 29-70). */
export const BUYER_IDENTITY_FROM_CENTS = 100_000

/** The order's fields a tax invoice reads. */
export type InvoiceOrder = Pick<
  Order,
  | 'reference'
  | 'paid_at'
  | 'createdAt'
  | 'lines'
  | 'subtotal_cents'
  | 'discount_cents'
  | 'shipping_cents'
  | 'surcharge_cents'
  | 'gst_cents'
  | 'total_cents'
  | 'credit_cents'
  | 'is_export'
  | 'is_pick_up'
  | 'shipping_name'
  | 'promotion_code'
  | 'customer_name'
  | 'email'
  | 'address'
>

/** The seller as the site settings name it. */
export type InvoiceSeller = {
  name: string
  organisation_name: string
  organisation_abn: string
  organisation_address: string
  organisation_email: string
  organisation_phone: string
}

/** The labels of `orders.invoice` the invoice uses; the caller passes its catalogue's translator. */
export type InvoiceKey =
  | 'title'
  | 'abn'
  | 'number'
  | 'date'
  | 'seller'
  | 'buyer'
  | 'item'
  | 'qty'
  | 'unit'
  | 'amount'
  | 'itemLine'
  | 'subtotal'
  | 'discount'
  | 'discountCode'
  | 'shipping'
  | 'shippingNamed'
  | 'pickUp'
  | 'surcharge'
  | 'total'
  | 'credit'
  | 'gstIncluded'
  | 'gstFree'
export type InvoiceTranslator = (key: InvoiceKey, values?: Record<string, string | number>) => string

export type InvoiceOptions = {
  locale: Locale
  /** The studio's time zone: the invoice is dated as the studio's calendar has it. */
  timeZone: string
  t: InvoiceTranslator
  /** Name the buyer below the threshold too (the law allows it; nothing requires it). */
  withBuyer?: boolean
  /** Nothing is delivered (a form's fee): no shipping line. */
  noDelivery?: boolean
}

export type InvoiceItem = { description: string; qty: number; unit: string; amount: string }
export type InvoiceFigure = {
  key: 'subtotal' | 'discount' | 'shipping' | 'surcharge' | 'total' | 'credit'
  label: string
  value: string
}

export type TaxInvoice = {
  title: string
  number: string
  date: string
  seller: { name: string; abn: string; addressLines: string[]; email: string; phone: string }
  /** Shown when the law asks for it (the threshold), for an export (where it went), or when asked. */
  buyer: { name: string; email: string; addressLines: string[] } | null
  items: InvoiceItem[]
  figures: InvoiceFigure[]
  /** The GST line: the amount included, or the export's GST-free statement without an amount. */
  gst: { label: string; amount: string | null }
  labels: Record<'number' | 'date' | 'seller' | 'buyer' | 'item' | 'qty' | 'unit' | 'amount', string>
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** An ABN as the ATO writes it: 11 digits in groups of 2, 3, 3 and 3. */
const formatAbn = (abn: string) => {
  const digits = abn.replace(/\D/g, '')
  return digits.length === 11 ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4') : abn.trim()
}

/** The buyer's postal lines from the order's address snapshot, without the empty parts. */
export function addressLines(address: InvoiceOrder['address']): string[] {
  if (!address) return []
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ')
  const town = [address.city, address.state, address.postcode].filter(Boolean).join(' ')
  return [name, address.company, address.street_address, address.street_address_1, town, address.country]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
}

/** What an item is: the product's name as sold, with its options and extras. */
export const itemDescription = (line: NonNullable<InvoiceOrder['lines']>[number]) =>
  [line.name, line.options_label, line.addons].filter(Boolean).join(' · ')

/**
 * The content of the order's Australian tax invoice: the words "Tax invoice", the seller's name,
 * ABN and address, the invoice number (the order reference) and date (paid, else placed), each
 * item with quantity, unit and line price, the discount, shipping, surcharge and total, and the
 * GST included, or for an export the statement that it is GST-free. The buyer's name and address
 * are required from a total of $1,000; below it they are shown for an export or when asked.
 * Amounts come in as cents and leave formatted in the invoice's language.
 */
export function taxInvoice(order: InvoiceOrder, seller: InvoiceSeller, options: InvoiceOptions): TaxInvoice {
  const { locale, t } = options
  const money = (cents: number | null | undefined) => formatCents(cents, locale)
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: options.timeZone }).format(
    new Date(order.paid_at ?? order.createdAt),
  )
  const total = order.total_cents ?? 0
  const showBuyer = total >= BUYER_IDENTITY_FROM_CENTS || Boolean(order.is_export) || Boolean(options.withBuyer)
  const address = order.is_pick_up ? [] : addressLines(order.address)
  const buyerName =
    order.customer_name || [order.address?.first_name, order.address?.last_name].filter(Boolean).join(' ')
  const discount = order.discount_cents ?? 0
  const surcharge = order.surcharge_cents ?? 0
  const credit = order.credit_cents ?? 0
  const shippingLabel = order.is_pick_up
    ? t('pickUp')
    : order.shipping_name
      ? t('shippingNamed', { name: order.shipping_name })
      : t('shipping')
  const figures: InvoiceFigure[] = [
    { key: 'subtotal', label: t('subtotal'), value: money(order.subtotal_cents) },
    ...(discount > 0
      ? [
          {
            key: 'discount' as const,
            label: order.promotion_code ? t('discountCode', { code: order.promotion_code }) : t('discount'),
            value: money(-discount),
          },
        ]
      : []),
    ...(options.noDelivery
      ? []
      : [{ key: 'shipping' as const, label: shippingLabel, value: money(order.shipping_cents) }]),
    ...(surcharge > 0 ? [{ key: 'surcharge' as const, label: t('surcharge'), value: money(surcharge) }] : []),
    { key: 'total', label: t('total'), value: money(total) },
    ...(credit > 0 ? [{ key: 'credit' as const, label: t('credit'), value: money(-credit) }] : []),
  ]
  return {
    title: t('title'),
    number: order.reference ?? '',
    date,
    seller: {
      name: seller.organisation_name || seller.name,
      abn: seller.organisation_abn ? t('abn', { abn: formatAbn(seller.organisation_abn) }) : '',
      addressLines: lines(seller.organisation_address),
      email: seller.organisation_email,
      phone: seller.organisation_phone,
    },
    buyer: showBuyer
      ? { name: buyerName, email: order.email, addressLines: address[0] === buyerName ? address.slice(1) : address }
      : null,
    items: (order.lines ?? []).map((line) => ({
      description: itemDescription(line),
      qty: line.qty,
      unit: money(line.unit_cents),
      amount: money(line.total_cents),
    })),
    figures,
    gst: order.is_export
      ? { label: t('gstFree'), amount: null }
      : { label: t('gstIncluded'), amount: money(order.gst_cents) },
    labels: {
      number: t('number'),
      date: t('date'),
      seller: t('seller'),
      buyer: t('buyer'),
      item: t('item'),
      qty: t('qty'),
      unit: t('unit'),
      amount: t('amount'),
    },
  }
}
