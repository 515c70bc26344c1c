import { createHmac } from 'node:crypto'

import { signCallback } from '@/commerce/payments/callback-signature'

import type { Rows } from './database'

/** What the customers and the studio did, for the checks afterwards. */
export type Traffic = {
  pressedPay: Set<string>
  ordersPlaced: number
  vouchersBought: number
  refundsAsked: number
  failures: number
}

type Shop = { origin: () => string; skus: number[]; pickup: number; theme: number }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function post(shop: Shop, path: string, body: unknown, auth: Record<string, string> = {}) {
  const response = await fetch(`${shop.origin()}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

/** Signs in as a customer through the v1 API. */
export async function signIn(shop: Shop, email: string, password: string, headers: Record<string, string> = {}) {
  const answer = await post(
    shop,
    'cognito/user/login',
    { username: email, password, fingerprint: `crash-${email.replace(/[^a-z0-9]/g, '-')}`.slice(0, 64) },
    headers,
  )
  if (answer.status !== 200) throw new Error(`Could not sign in ${email}: ${answer.status}`)
  return { Authorization: `Bearer ${String(answer.body.access_token)}` }
}

/** Pays (or, now and then, declines) on the test gateway's page, as the customer presses the button. */
async function press(shop: Shop, paymentUrl: string, traffic: Traffic, decline: boolean) {
  const token = paymentUrl.split('/').pop()!
  const response = await fetch(`${shop.origin()}/api/v1/cognito/payment/test/${token}/${decline ? 'decline' : 'pay'}`, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  })
  if (response.status === 303) traffic.pressedPay.add(token)
}

/**
 * One customer shopping until told to stop: a print or an original (now and then with two prints
 * more) into the cart and "Place order",
 * or a gift voucher, then Pay (one in eight declined). Requests that meet a dead server fail and
 * the customer tries again a moment later, as a person would.
 */
export async function shopUntil(
  shop: Shop,
  auth: Record<string, string>,
  stopped: () => boolean,
  traffic: Traffic,
  seed: number,
) {
  for (let round = seed; !stopped(); round++) {
    // A person takes a moment between one purchase and the next.
    await pause(150)
    try {
      if (round % 3 === 2) {
        const bought = await post(
          shop,
          'cognito/giftVoucher/payNow',
          {
            theme_id: shop.theme,
            amount: 10 + (round % 5) * 10,
            url: Buffer.from('/gift-vouchers').toString('base64'),
          },
          auth,
        )
        if (bought.status === 200) {
          traffic.vouchersBought++
          await press(shop, String(bought.body.payment), traffic, false)
        }
        continue
      }
      const sku = shop.skus[(round * 5 + seed) % shop.skus.length]
      if ((await post(shop, 'sell/cart/cartAdd', { sku, qty: 1, addons: [] }, auth)).status !== 200) continue
      // Now and then two prints more, so that the studio has orders to refund in part.
      if (round % 4 === 1) await post(shop, 'sell/cart/cartAdd', { sku: shop.skus.at(-1), qty: 2, addons: [] }, auth)
      const placed = await post(
        shop,
        'sell/cart/submitOrder',
        { shipping_option_id: shop.pickup, paymentGateway: 'test' },
        auth,
      )
      if (placed.status === 200 && placed.body.payment) {
        traffic.ordersPlaced++
        await press(shop, String(placed.body.payment), traffic, round % 8 === 5)
      } else if (placed.status === 409) {
        // Sold to someone else meanwhile (or the cart is busy): start afresh with an empty cart.
        const cart = await post(shop, 'sell/cart/getCart', {}, auth)
        for (const item of (cart.body.items as { id: number }[] | undefined) ?? [])
          await post(shop, 'sell/cart/cartRemove', { id: item.id }, auth)
      }
    } catch {
      traffic.failures++
      await pause(300)
    }
  }
}

/**
 * The gateway's callbacks, sent again as a real gateway retries them until the shop answers:
 * every payment pressed, signed with the test gateway's secret.
 */
export async function retryCallbacks(shop: Shop, siteSecret: string, tokens: Iterable<string>) {
  const secret = createHmac('sha256', siteSecret).update('test-gateway').digest('hex')
  let answered = 0
  for (const token of tokens) {
    const body = JSON.stringify({ token })
    const response = await fetch(`${shop.origin()}/api/v1/cognito/payment/webhook/test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Atelier-Signature': signCallback(secret, body) },
      body,
    })
    if (response.ok) answered++
  }
  return answered
}

/**
 * The studio refunding while the customers shop: every moment a paid order, picked at random, is
 * refunded one line (one in four: the whole of what is left) from the order screen's endpoint.
 * Refusals (the order refunded meanwhile, a refund still on its way) and a dead server are part
 * of the traffic.
 */
export async function refundUntil(
  shop: Shop,
  studio: Record<string, string>,
  rows: Rows,
  stopped: () => boolean,
  traffic: Traffic,
) {
  for (let round = 0; !stopped(); round++) {
    await pause(400)
    try {
      const [order] = await rows(
        `SELECT "id" FROM "orders" WHERE "status" = 'paid' ORDER BY "id" DESC LIMIT 1 OFFSET ${round % 4}`,
      )
      if (!order) continue
      const lines = await rows(`SELECT "id" FROM "orders_lines" WHERE "_parent_id" = ?`, [order.id])
      const body = round % 4 === 3 || !lines.length ? {} : { lines: [{ line: String(lines[0].id), qty: 1 }] }
      const response = await fetch(`${shop.origin()}/api/orders/${String(order.id)}/refund`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...studio },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      })
      if (response.status < 500) traffic.refundsAsked++
    } catch {
      traffic.failures++
      await pause(300)
    }
  }
}
