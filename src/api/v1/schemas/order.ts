import { z } from '@hono/zod-openapi'

import { orderStatuses } from '@/commerce/orders/order-state'

const money = z.number()

export const OrderSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(orderStatuses),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    items: z.array(
      z.object({
        name: z.string(),
        options_label: z.string(),
        addons: z.string(),
        qty: z.number().int(),
        price: money,
        subtotal: money,
        is_original: z.boolean(),
      }),
    ),
    subtotal: money,
    discount_amount: money,
    promotion_code: z.string(),
    shipping_amount: money,
    surcharge_amount: money,
    total_tax: money,
    total_amount: money,
    is_export: z.boolean(),
    shipping_name: z.string(),
    is_pick_up: z.boolean(),
    address: z.object({
      first_name: z.string(),
      last_name: z.string(),
      street_address: z.string(),
      street_address_1: z.string(),
      city: z.string(),
      state: z.string(),
      postcode: z.string(),
      country: z.string(),
    }),
    tracking_number: z.string(),
    hold_until: z.string().nullable(),
    invoice_url: z.string(),
    invoice_pdf_url: z.string(),
  })
  .openapi('Order')

export const OrderListSchema = z.object({ data: z.array(OrderSchema) })
