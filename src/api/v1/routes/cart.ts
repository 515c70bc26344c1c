import { z } from '@hono/zod-openapi'
import type { Context } from 'hono'

import { requestUser, requireUser } from '@/api/v1/request-user'
import { addToCart, removeLine, updateLine, type LineResult } from '@/commerce/cart/cart-lines'
import { cartForCheckout } from '@/commerce/cart/cart-for-checkout'
import { findCart } from '@/commerce/cart/cart-session'
import { mergeAtLogin } from '@/commerce/cart/merge-at-login'
import { messageOf } from '@/lib/domain-error-messages'
import { getDb } from '@/lib/payload'

import { createRouter } from '@/api/v1/router'
import {
  CartAddBody,
  CartChangeSchema,
  CartRemoveBody,
  CartSchema,
  CartUpdateBody,
  GetCartBody,
  MergeCartBody,
} from '@/api/v1/schemas/cart'
import { jsonPost } from '@/api/v1/routes/route-helpers'
import { contentLocale, requestErrors } from '@/api/v1/request-language'

const tags = ['Cart']
const post = <T extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: T, response: R) =>
  jsonPost(`/sell/cart/${path}`, tags, summary, body, response)

/** The cart of the request: the signed-in customer's, else the one of the session key. */
async function cartOf(c: Context, session: string | null | undefined, create: 'always' | 'without-key' | 'never') {
  const user = await requestUser(c)
  return findCart(await getDb(), { userId: user?.id ?? null, sessionKey: session }, { create })
}

/** What a changed line says, in the request's language: the stock that held it back, or that it is done. */
async function lineMessage(c: Context, line: LineResult, done: 'answers.addedToCart' | 'answers.cartUpdated') {
  const t = await requestErrors(c)
  return line.cappedAt === null ? t(done) : t('answers.stockLimited', { stock: line.cappedAt, qty: line.qty })
}

/**
 * The cart calls (spec document 1, section 7). The cart holds SKUs, quantities and addon choices;
 * prices come from the shop on every read, and a price or total in a request is refused. Every
 * change answers briefly; the client then reloads the whole cart with getCart.
 */
export const cartRoutes = createRouter()
  .openapi(
    post(
      'getCart',
      'The cart, priced now. Reading makes nothing: without a cart (no key, or a key it does not know) the answer is an empty cart with `sessionKey` null; `cartAdd` makes the cart and hands out its key.',
      GetCartBody,
      CartSchema,
    ),
    async (c) => {
      const user = await requestUser(c)
      const body = c.req.valid('json')
      const { view, promotionRefusal } = await cartForCheckout(await getDb(), {
        userId: user ? Number(user.id) : null,
        sessionKey: body.session,
        addressId: body.shipping_address ?? null,
        shippingTypeId: body.shipping_type ?? null,
        promotionCode: body.promotion_code,
        locale: contentLocale(c),
      })
      const t = await requestErrors(c)
      const promotion_message = promotionRefusal ? messageOf(promotionRefusal.code, promotionRefusal.params, t) : ''
      return c.json({ ...view, promotion_message }, 200)
    },
  )
  .openapi(
    post(
      'cartAdd',
      'Adds a SKU with its addons; the quantity is capped at the stock (said in `message`). Without `session` (and not signed in) it makes a new cart and answers its `sessionKey`.',
      CartAddBody,
      CartChangeSchema,
    ),
    async (c) => {
      const { session, ...input } = c.req.valid('json')
      const cart = await cartOf(c, session, 'without-key')
      const item = await addToCart(await getDb(), cart.id, input)
      return c.json(
        {
          success: true as const,
          message: await lineMessage(c, item, 'answers.addedToCart'),
          sessionKey: cart.sessionKey,
          item: { id: item.id, qty: item.qty, can_purchase_qty: item.can_purchase_qty },
        },
        200,
      )
    },
  )
  .openapi(
    post(
      'cartUpdate',
      'Sets the quantity of a line (1 to 999, capped at the stock).',
      CartUpdateBody,
      CartChangeSchema,
    ),
    async (c) => {
      const { session, ...input } = c.req.valid('json')
      const cart = await cartOf(c, session, 'never')
      const item = await updateLine(await getDb(), cart.id, input)
      return c.json(
        {
          success: true as const,
          message: await lineMessage(c, item, 'answers.cartUpdated'),
          sessionKey: cart.sessionKey,
          item: { id: item.id, qty: item.qty, can_purchase_qty: item.can_purchase_qty },
        },
        200,
      )
    },
  )
  .openapi(post('cartRemove', 'Takes a line out of the cart.', CartRemoveBody, CartChangeSchema), async (c) => {
    const { session, id } = c.req.valid('json')
    const cart = await cartOf(c, session, 'never')
    await removeLine(await getDb(), cart.id, id)
    const message = (await requestErrors(c))('answers.removedFromCart')
    return c.json({ success: true as const, message, sessionKey: cart.sessionKey, item: null }, 200)
  })
  .openapi(
    post(
      'mergeCart',
      'After login: moves the anonymous cart of `session` into the customer’s cart.',
      MergeCartBody,
      CartChangeSchema,
    ),
    async (c) => {
      const user = await requireUser(c)
      const moved = await mergeAtLogin(await getDb(), user.id, c.req.valid('json').session)
      const t = await requestErrors(c)
      return c.json(
        {
          success: true as const,
          message: moved ? t('answers.merged', { count: moved }) : t('answers.nothingToMerge'),
          sessionKey: null,
          item: null,
        },
        200,
      )
    },
  )
