import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { findTranslatable, inLanguage } from '@/i18n/translations'
import { SHIPPING_TAG } from '@/lib/cache-tags'
import type { Db } from '@/lib/database/sql'
import { DomainError, type Refusal } from '@/lib/domain-error'
import { memo } from '@/lib/memo-cache'
import { relationId } from '@/lib/relation-id'
import type { Address, Sku } from '@/payload-types'

import { resolveAddons, type ChosenAddon } from '@/commerce/addon-choices'
import type { StoredLine } from '@/commerce/cart/cart-session'
import { getCatalogue, type CatalogueProduct } from '@/commerce/catalogue'
import { countryCode, isDomestic } from '@/commerce/checkout/country'
import { promotionNamed } from '@/commerce/checkout/promotion-codes'
import { applyPromotion, type PromotionRule } from '@/commerce/checkout/promotion-rules'
import {
  shippingOptions,
  type AnsweredQuote,
  type ShippingOption,
  type ShippingTypeRule,
} from '@/commerce/checkout/shipping-options'
import { toCents } from '@/commerce/money'
import { addonsOf } from '@/commerce/present-product'
import { priceOrder, type OrderPrice } from '@/commerce/pricing'

/** A parcel's weight when the artist has not given one. */
const DEFAULT_GRAMS = 1000

/** What the customer chose at the checkout; every id is checked here, never trusted. */
export type CheckoutChoices = {
  userId: number | null
  addressId?: number | null
  /** Without an address: the country asked about (a shipping quote before choosing an address). */
  country?: string | null
  shippingTypeId?: number | string | null
  promotionCode?: string | null
  now?: Date
  /** The language the shipping choices are named in (English by default). */
  locale?: Locale
}

export type CheckoutLine = {
  line: StoredLine
  sku: Sku
  product: CatalogueProduct | undefined
  chosen: ChosenAddon[]
}

export type PricedCheckout = {
  lines: CheckoutLine[]
  address: Address | null
  exportSale: boolean
  options: ShippingOption[]
  needsQuote: boolean
  shipping: ShippingOption | null
  promotion: { id: number; code: string } | null
  /** Why the code given does not apply, when it does not. */
  promotionRefusal: Refusal | null
  price: OrderPrice
  grams: number
}

/** The enabled shipping types, each named in `locale` where the artist translated its name. */
async function shippingRules(payload: Payload, locale: Locale): Promise<ShippingTypeRule[]> {
  const rules = await memo('shipping-types', [SHIPPING_TAG], () =>
    findTranslatable(payload, {
      collection: 'shipping-types',
      where: { enabled: { equals: true } },
      sort: 'sort_order',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  )
  return rules.map((rule) => inLanguage(rule, locale).doc as ShippingTypeRule)
}

/** The cart's lines with their SKU, product and addon choices priced again from the shop as it is. */
async function catalogueLines(payload: Payload, lines: StoredLine[]): Promise<CheckoutLine[]> {
  const catalogue = await getCatalogue(payload)
  return lines.flatMap((line) => {
    const sku = catalogue.skus.get(line.sku)
    if (!sku) return []
    const product = catalogue.byId.get(relationId(sku.product) ?? -1)
    const { addons, groupaddons } = product ? addonsOf(product, catalogue) : { addons: [], groupaddons: [] }
    // Each stored choice is priced again; one the shop no longer offers is left out.
    const chosen = line.addons.flatMap((value) => {
      const resolved = resolveAddons(
        [...addons, ...groupaddons].filter((a) => a.id === value.id),
        [value],
      )
      return resolved.ok ? resolved.chosen : []
    })
    return [{ line, sku, product, chosen }]
  })
}

async function ownAddress(db: Db, userId: number | null, addressId: number): Promise<Address> {
  if (userId === null) throw new DomainError('address_not_found')
  const { docs } = await db.payload.find({
    collection: 'addresses',
    where: { and: [{ id: { equals: addressId } }, { owner: { equals: userId } }, { enabled: { equals: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: db.req,
  })
  if (!docs[0]) throw new DomainError('address_not_found')
  return docs[0]
}

async function answeredQuotes(db: Db, userId: number, addressId: number, name: string): Promise<AnsweredQuote[]> {
  const { docs } = await db.payload.find({
    collection: 'shipping-quotes',
    where: {
      and: [{ user: { equals: userId } }, { address: { equals: addressId } }, { status: { equals: 'quoted' } }],
    },
    sort: '-quoted_at',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: db.req,
  })
  return docs.map((quote) => ({ id: quote.id, amountCents: toCents(quote.amount), name }))
}

async function customerUses(db: Db, userId: number | null, code: string): Promise<number> {
  if (userId === null) return 0
  const { totalDocs } = await db.payload.count({
    collection: 'orders',
    where: {
      and: [
        { user: { equals: userId } },
        { promotion_code: { equals: code } },
        { status: { not_in: ['cancelled', 'refunded'] } },
      ],
    },
    overrideAccess: true,
    req: db.req,
  })
  return totalDocs
}

/**
 * The whole price of a checkout: the cart's lines priced now, the shipping choices for the chosen
 * address (or for Australia before one is chosen), the chosen shipping when it is one of them, the
 * promotion when it applies (else why not), and every figure. A foreign address makes the sale an
 * export: prices without GST.
 */
export async function priceCheckout(db: Db, lines: StoredLine[], choices: CheckoutChoices): Promise<PricedCheckout> {
  const { payload } = db
  const [items, rules] = await Promise.all([
    catalogueLines(payload, lines),
    shippingRules(payload, choices.locale ?? DEFAULT_LOCALE),
  ])
  const address = choices.addressId ? await ownAddress(db, choices.userId, choices.addressId) : null
  const country = address ? address.country : (choices.country ?? null)
  const exportSale = !isDomestic(country)
  const grams = items.reduce((sum, item) => sum + (item.sku.weight_grams ?? DEFAULT_GRAMS) * item.line.qty, 0)
  const quoteRule = rules.find((rule) => rule.kind === 'quote')
  const quotes =
    address && exportSale && quoteRule && choices.userId !== null
      ? await answeredQuotes(db, choices.userId, address.id, quoteRule.name)
      : []
  const { options, needsQuote } = shippingOptions(
    rules,
    { countryCode: country ? countryCode(country) : 'AU', domestic: !exportSale, grams },
    quotes,
  )
  const wanted = choices.shippingTypeId == null ? null : String(choices.shippingTypeId)
  const shipping = options.find((option) => String(option.shipping_type_id) === wanted) ?? null

  const lineInputs = items.map(({ line, sku, chosen }) => ({
    unitCents: toCents(sku.price),
    qty: line.qty,
    addonCents: chosen.map((a) => a.cents),
  }))
  const code = choices.promotionCode?.trim().toUpperCase() || ''
  let promotion: PricedCheckout['promotion'] = null
  let promotionRefusal: Refusal | null = null
  let discount = null
  let discounted: boolean[] | undefined
  if (code) {
    const found = await promotionNamed(payload, code)
    const categories = (found?.categories ?? []).map(relationId).filter((id): id is number => id != null)
    const rule: PromotionRule | null = found ? { ...found, categories } : null
    // The promotion sees the prices the customer pays: without GST for an export.
    const before = priceOrder({ lines: lineInputs, destination: { export: exportSale } })
    const result = applyPromotion(rule, {
      lines: before.lines.map((priced, i) => ({
        totalCents: priced.totalCents,
        groupIds: items[i].product?.groupIds ?? [],
      })),
      now: choices.now ?? new Date(),
      customerUses: found ? await customerUses(db, choices.userId, found.code) : 0,
    })
    if (result.ok && found) {
      promotion = { id: found.id, code: found.code }
      discount = result.discount
      discounted = categories.length
        ? items.map((item) => (item.product?.groupIds ?? []).some((id) => categories.includes(id)))
        : undefined
    } else if (!result.ok) promotionRefusal = result.refusal
  }
  const price = priceOrder({
    lines: lineInputs,
    discount,
    discounted,
    shippingCents: shipping?.amountCents ?? 0,
    destination: { export: exportSale },
  })
  return { lines: items, address, exportSale, options, needsQuote, shipping, promotion, promotionRefusal, price, grams }
}
