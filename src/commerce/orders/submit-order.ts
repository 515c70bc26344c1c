import { createHash } from 'node:crypto'

import { inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { siteUrl } from '@/lib/env'

import { localizedPath } from '@/i18n/localized-path'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

import { openCart } from '@/commerce/cart/cart-session'
import { priceCheckout, type PricedCheckout } from '@/commerce/checkout/price-checkout'
import { promotionsChanged } from '@/commerce/checkout/promotion-codes'
import { creditBalance, spendCredit } from '@/commerce/credit/store-credit'
import { gstIncluded } from '@/commerce/pricing'
import { cancelOpenOrder, type OpenOrderRow } from '@/commerce/orders/cancel-order'
import { readCheckoutSettings, surchargeCents } from '@/commerce/orders/checkout-settings'
import { settlePayment } from '@/commerce/orders/settle-payment'
import { holdStock } from '@/commerce/orders/stock'
import { gatewayNamed } from '@/commerce/payments/gateways'
import { subscribeFromCheckout } from '@/forms/newsletter'
import { openPayment } from '@/commerce/payments/open-payment'

export type SubmitOrderInput = {
  user: { id: number; email: string; name: string }
  cartId: number
  locale: Locale
  addressId: number | null
  shippingOptionId: number | string
  /** `credit` pays with store credit alone; with `useCredit`, credit pays first and the gateway the rest. */
  gateway: string
  useCredit: boolean
  note: string
  promotionCode: string
  marketingOptIn: boolean
}

/** How long a second "Place order" of the same checkout waits for the first one's payment page. */
const PAYMENT_WAIT_MS = 10_000
/** An open order is reused only while its hold has at least this long to run. */
const REUSE_MARGIN_MS = 60_000

const checkoutKey = (priced: PricedCheckout, input: SubmitOrderInput) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        lines: priced.lines.map(({ line }) => [line.sku, line.qty, line.addons]),
        total: priced.price.totalCents,
        address: input.addressId,
        shipping: String(input.shippingOptionId),
        promotion: priced.promotion?.code ?? '',
        gateway: input.gateway,
        credit: input.useCredit,
        note: input.note,
        marketing: input.marketingOptIn,
      }),
    )
    .digest('hex')

const addressSnapshot = (priced: PricedCheckout) => {
  const a = priced.address
  if (!a || priced.shipping?.is_pick_up) return {}
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    company: a.company,
    street_address: a.street_address,
    street_address_1: a.street_address_1,
    city: a.city,
    state: a.state,
    postcode: a.postcode,
    country: a.country,
    phone: a.phone,
  }
}

type Placed = {
  kind: 'new' | 'existing'
  orderId: number
  paymentUrl: string | null
  superseded: OpenOrderRow[]
  /** The gateway a new order's payment opens on: credit when credit pays it all. */
  payWith: string
}

/**
 * submitOrder: turns the customer's cart into an order waiting for payment and opens the payment.
 * In one transaction, with the cart's row locked so two "Place order"s of one cart take turns: the
 * server prices everything again, refuses a code or shipping choice that does not apply, and holds
 * the stock (an original cannot be held twice). The same checkout placed again (a double click, a
 * second tab) answers the order already waiting; a changed one replaces it, giving its stock back.
 * Store credit, when asked for, pays first: it is spent in the same transaction by a conditional
 * statement (two checkouts cannot spend one balance twice), and an order it pays in full is
 * fulfilled at once.
 */
export async function submitOrder(db: Db, input: SubmitOrderInput) {
  const gateway = gatewayNamed({ payload: db.payload }, input.gateway)
  const settings = await readCheckoutSettings(db.payload)
  const placed = await inTransaction(db, async (tx): Promise<Placed> => {
    const now = new Date()
    await query(
      tx,
      sql`UPDATE "carts" SET "updated_at" = ${now.toISOString()} WHERE "id" = ${input.cartId} RETURNING "id"`,
    )
    const { lines } = await openCart(tx, { userId: input.user.id })
    const priced = await priceCheckout(tx, lines, {
      userId: input.user.id,
      addressId: input.addressId,
      shippingTypeId: input.shippingOptionId,
      promotionCode: input.promotionCode,
      now,
      locale: input.locale,
    })
    if (lines.length === 0) throw new DomainError('cart_empty')
    if (!priced.shipping) throw new DomainError('shipping_option_unavailable')
    if (!priced.shipping.is_pick_up && !priced.address) throw new DomainError('shipping_address_required')
    if (priced.promotionRefusal) throw DomainError.from(priced.promotionRefusal)
    // A line whose SKU left the shop cannot be bought; whether there is enough stock is settled by the hold itself.
    if (priced.lines.length !== lines.length) throw new DomainError('cart_not_in_stock')
    const key = checkoutKey(priced, input)
    // The opt-in puts the customer's own address on the newsletter's list, with the order or not at all.
    if (input.marketingOptIn) await subscribeFromCheckout(tx, input.user.email, input.locale)

    const open = await query<OpenOrderRow>(
      tx,
      sql`SELECT "o"."id", "o"."checkout_key", "o"."hold_until", "o"."created_at", "p"."url" AS "payment_url",
            "p"."token" AS "payment_ref", "p"."gateway" AS "gateway"
          FROM "orders" AS "o" LEFT JOIN "payments" AS "p" ON "p"."order_id" = "o"."id"
          WHERE "o"."cart_id" = ${input.cartId} AND "o"."status" = 'awaiting_payment' ORDER BY "o"."id"`,
    )
    // A waiting order without a payment page older than the wait was interrupted (its process died
    // before the gateway answered): it is replaced like a changed checkout, never waited for.
    const same = open.find(
      (order) =>
        order.checkout_key === key &&
        Date.parse(String(order.hold_until)) > now.getTime() + REUSE_MARGIN_MS &&
        (order.payment_url || new Date(String(order.created_at)).getTime() > now.getTime() - PAYMENT_WAIT_MS),
    )
    if (same)
      return { kind: 'existing', orderId: Number(same.id), paymentUrl: same.payment_url, superseded: [], payWith: '' }
    for (const order of open) await cancelOpenOrder(tx, Number(order.id), 'superseded')

    if (priced.promotion) {
      const counted = await query(
        tx,
        sql`UPDATE "promotions" SET "times_used" = COALESCE("times_used", 0) + 1 WHERE "id" = ${priced.promotion.id}
            AND ("usage_limit" IS NULL OR COALESCE("times_used", 0) < "usage_limit") RETURNING "id"`,
      )
      if (!counted[0]) throw new DomainError('promotion_used_up')
      await promotionsChanged(tx)
    }
    // Credit is counted after the replaced orders gave theirs back; it pays first, the gateway the rest.
    const goodsCents = priced.price.totalCents
    const creditCents =
      input.useCredit || gateway.name === 'credit' ? Math.min(await creditBalance(tx, input.user.id), goodsCents) : 0
    const dueCents = goodsCents - creditCents
    if (gateway.name === 'credit' && dueCents > 0) throw new DomainError('credit_insufficient')
    const payWith = dueCents === 0 ? 'credit' : gateway.name
    const surcharge = dueCents > 0 ? surchargeCents(settings, payWith, dueCents) : 0
    const order = await tx.payload.create({
      collection: 'orders',
      data: {
        status: 'awaiting_payment',
        user: input.user.id,
        email: input.user.email,
        customer_name: input.user.name,
        locale: input.locale,
        lines: priced.lines.map(({ line, sku, product, chosen }, i) => ({
          sku: sku.id,
          product: product?.id,
          code: sku.code,
          name: product?.name ?? sku.code,
          options_label: sku.options_label && sku.options_label !== 'Single' ? sku.options_label : '',
          addons: chosen.map((a) => a.label).join(', '),
          qty: line.qty,
          unit_cents: priced.price.lines[i].eachCents,
          total_cents: priced.price.lines[i].totalCents,
          is_original: Boolean(sku.is_original),
        })),
        subtotal_cents: priced.price.subtotalCents,
        discount_cents: priced.price.discountCents,
        shipping_cents: priced.price.shippingCents,
        surcharge_cents: surcharge,
        gst_cents: gstIncluded(goodsCents + surcharge, { export: priced.exportSale }),
        total_cents: goodsCents + surcharge,
        credit_cents: creditCents,
        is_export: priced.exportSale,
        promotion: priced.promotion?.id,
        promotion_code: priced.promotion?.code ?? '',
        shipping_type:
          typeof priced.shipping.shipping_type_id === 'number' ? priced.shipping.shipping_type_id : undefined,
        shipping_quote:
          typeof priced.shipping.shipping_type_id === 'string'
            ? Number(priced.shipping.shipping_type_id.slice(6))
            : undefined,
        shipping_name: priced.shipping.shipping_name,
        is_pick_up: priced.shipping.is_pick_up,
        address: { ...addressSnapshot(priced), country_code: priced.exportSale ? '' : 'AU' },
        note: input.note,
        marketing_opt_in: input.marketingOptIn,
        hold_until: new Date(now.getTime() + settings.holdMinutes * 60_000).toISOString(),
        cart: input.cartId,
        checkout_key: key,
      },
      overrideAccess: true,
      req: tx.req,
      depth: 0,
    })
    await query(tx, sql`UPDATE "orders" SET "reference" = ${orderReference(order.id)} WHERE "id" = ${order.id}`)
    await spendCredit(tx, input.user.id, creditCents, order.id)
    await holdStock(
      tx,
      order.id,
      priced.lines.map(({ line }) => ({ sku: line.sku, qty: line.qty })),
    )
    return { kind: 'new', orderId: order.id, paymentUrl: null, superseded: open, payWith }
  })

  for (const old of placed.superseded)
    if (old.payment_ref && old.gateway)
      await gatewayNamed({ payload: db.payload }, old.gateway)
        .expire(old.payment_ref)
        .catch(() => undefined)
  if (placed.kind === 'existing')
    return { orderId: placed.orderId, paymentUrl: placed.paymentUrl ?? (await waitForPaymentUrl(db, placed.orderId)) }
  const opened = await openOrderPayment(db, placed.orderId, placed.payWith, input.locale)
  // Paid in full with credit: nothing to wait for, the order is fulfilled now.
  if (opened.gateway === 'credit') await settlePayment(db.payload, opened.token)
  return { orderId: placed.orderId, paymentUrl: opened.url }
}

/** The customer-facing number of an order. */
export const orderReference = (id: number) => `IM-${String(id).padStart(5, '0')}`

async function openOrderPayment(db: Db, orderId: number, payWith: string, locale: Locale) {
  const order = await db.payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
  const gateway = gatewayNamed({ payload: db.payload }, payWith)
  const userId = typeof order.user === 'object' ? order.user.id : order.user
  const reference = order.reference ?? orderReference(orderId)
  // What the payment page says is being paid for, in the customer's language.
  const t = await serverTranslator(locale, 'orders')
  try {
    const opened = await openPayment(db, { kind: 'order', id: orderId, userId }, gateway, {
      reference,
      amountCents: (order.total_cents ?? 0) - (order.credit_cents ?? 0),
      description: t('paymentFor.order', { reference }),
      customerEmail: order.email,
      returnUrl: `${siteUrl}${localizedPath(locale, '/checkout/complete')}?payum_token={TOKEN}`,
      cancelUrl: `${siteUrl}${localizedPath(locale, '/checkout')}`,
      expiresAt: new Date(String(order.hold_until)),
      locale,
    })
    return { ...opened, gateway: gateway.name }
  } catch (error) {
    // Nothing was charged: the order gives its stock back at once rather than at the end of its hold.
    await inTransaction(db, (tx) => cancelOpenOrder(tx, orderId, 'declined'))
    throw error instanceof DomainError ? error : new DomainError('payment_gateway_unavailable')
  }
}

/** A parallel "Place order" of the same checkout is opening the payment: wait for its page. */
async function waitForPaymentUrl(db: Db, orderId: number): Promise<string> {
  const until = Date.now() + PAYMENT_WAIT_MS
  while (Date.now() < until) {
    const [row] = await query<{ payment_url: string | null; status: string }>(
      db,
      sql`SELECT "p"."url" AS "payment_url", "o"."status" FROM "orders" AS "o"
          LEFT JOIN "payments" AS "p" ON "p"."order_id" = "o"."id" WHERE "o"."id" = ${orderId}`,
    )
    if (row?.payment_url) return row.payment_url
    if (row?.status !== 'awaiting_payment') break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new DomainError('cart_busy')
}
