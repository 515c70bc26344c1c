import { z } from '@hono/zod-openapi'

import { cartKeySchema } from '@/commerce/cart/cart-key'

import { AddressSchema } from '@/api/v1/schemas/account'
import { shippingChoice, ShippingQuoteSchema } from '@/api/v1/schemas/checkout'
import { ImageSchema } from '@/api/v1/schemas/image'
import { optionalField } from '@/api/v1/schemas/query'
import { AddonValues } from '@/api/v1/schemas/shop'

/** An anonymous visitor's cart key, as the first `cartAdd` gave it; ignored for a signed-in customer. */
const session = optionalField(cartKeySchema)
const qty = z.coerce
  .number()
  .int('A quantity is a whole number.')
  .min(1, 'The quantity is at least 1.')
  .max(999, 'The quantity is at most 999.')
const lineId = z.coerce.number().int().positive()

export const GetCartBody = z
  .object({
    session,
    promotion_code: optionalField(z.string().max(60)),
    shipping_type: optionalField(shippingChoice),
    shipping_address: optionalField(z.coerce.number().int().positive()),
  })
  .strict()
export const CartAddBody = z
  .object({ sku: z.coerce.number().int().positive(), qty, addons: AddonValues, session })
  .strict()
export const CartUpdateBody = z.object({ id: lineId, qty, session }).strict()
export const CartRemoveBody = z.object({ id: lineId, session }).strict()
export const MergeCartBody = z.object({ session: cartKeySchema }).strict()

const money = z.number()
const CartItemSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    name: z.string(),
    product_name: z.string(),
    options_label: z.string(),
    sku_id: z.number().int(),
    sku: z.object({ code: z.string() }),
    addons: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        value: z.union([z.string(), z.number()]),
        label: z.string(),
        price: money,
      }),
    ),
    qty: z.number().int(),
    price: money,
    full_price: money,
    on_special: z.boolean(),
    image: ImageSchema.nullable(),
    img: z.object({ url: z.string(), webp_url: z.string(), placeholder: z.string() }).nullable(),
    subtotal: money,
    can_purchase_qty: z
      .number()
      .int()
      .openapi({ description: 'How many of this line can be bought now (the stock may be lower than the quantity).' }),
    in_stock: z.boolean(),
    is_original: z.boolean().openapi({ description: 'One of a kind: held for the buyer while they pay.' }),
    held: z.boolean().openapi({ description: 'Held for this customer by their order waiting for payment.' }),
  })
  .openapi('CartItem')

export const CartSchema = z
  .object({
    item_count: z.number().int(),
    items: z.array(CartItemSchema),
    subtotal: money,
    sessionKey: z.string().nullable().openapi({
      description:
        'The anonymous visitor’s cart key; null for a signed-in customer, and for a visitor without a cart (no key, or one no longer known).',
    }),
    hasCartItems: z.boolean(),
    all_in_stock: z.boolean(),
    promotion_code: z
      .string()
      .openapi({ description: 'The code applied; empty when none or when the one given does not apply.' }),
    promotion_message: z.string().openapi({ description: 'Why the code given does not apply; empty otherwise.' }),
    discount_amount: money,
    shipping_amount: money,
    shipping_type: z.union([z.number().int(), z.string()]).nullable().openapi({
      description: 'The shipping choice applied; null when none was given or it is not offered for this address.',
    }),
    shipping_address: z.number().int().nullable(),
    shipping_options: z.array(ShippingQuoteSchema),
    needs_quote: z.boolean().openapi({ description: 'No rate reaches this address: a quote may be requested.' }),
    is_export: z.boolean().openapi({ description: 'A foreign delivery address: prices without GST.' }),
    total_amount: money,
    total_tax: money.openapi({ description: 'The GST included in the total (none for an export).' }),
    payment_types: z
      .array(z.string())
      .openapi({ description: 'The gateways on offer, and `credit` when the customer has store credit.' }),
    store_credit: money.openapi({ description: 'The signed-in customer’s store credit (0 for a guest).' }),
    hold_until: z
      .string()
      .nullable()
      .openapi({ description: 'Until when the originals of an order waiting for payment are held.' }),
    hold_minutes: z
      .number()
      .int()
      .openapi({ description: 'How long placing the order holds its items while the customer pays.' }),
    addresses: z.array(AddressSchema),
  })
  .openapi('Cart')

export const CartChangeSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    sessionKey: z.string().nullable(),
    item: z.object({ id: z.number().int(), qty: z.number().int(), can_purchase_qty: z.number().int() }).nullable(),
  })
  .openapi('CartChange')
