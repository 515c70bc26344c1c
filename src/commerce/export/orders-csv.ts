import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { isPaid } from '@/commerce/orders/order-state'
import { csvCell } from '@/forms/csv-cell'
import type { Order } from '@/payload-types'

const dollars = (cents: number | null | undefined) => ((cents ?? 0) / 100).toFixed(2)

const ORDER_COLUMNS = [
  'Order',
  'Date',
  'Status',
  'E-mail',
  'Customer',
  'SKU',
  'Item',
  'Options',
  'Extras',
  'Quantity',
  'Each',
  'Line total',
  'Subtotal',
  'Discount',
  'Promotion code',
  'Shipping',
  'Shipping method',
  'Surcharge',
  'GST included',
  'Paid with store credit',
  'Total',
  'Name',
  'Company',
  'Street',
  'Street (line 2)',
  'City',
  'State',
  'Postcode',
  'Country',
  'Phone',
  'Tracking number',
  'Note',
]

const allOrders = (payload: Payload) =>
  payload.find({
    collection: 'orders',
    sort: 'createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })

/** An order's own columns, given once, on its first line's row, so a column's sum is the shop's. */
function orderColumns(order: Order): string[] {
  const a = order.address ?? {}
  return [
    dollars(order.subtotal_cents),
    dollars(order.discount_cents),
    order.promotion_code ?? '',
    dollars(order.shipping_cents),
    order.shipping_name ?? '',
    dollars(order.surcharge_cents),
    dollars(order.gst_cents),
    dollars(order.credit_cents),
    dollars(order.total_cents),
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company ?? '',
    a.street_address ?? '',
    a.street_address_1 ?? '',
    a.city ?? '',
    a.state ?? '',
    a.postcode ?? '',
    a.country ?? '',
    a.phone ?? '',
    order.tracking_number ?? '',
    order.note ?? '',
  ]
}

/**
 * Every order with its lines, one row per line (the order's amounts and address on its first),
 * for the studio's books or another shop. What customers typed can start no spreadsheet formula.
 */
export async function ordersCsv(payload: Payload): Promise<string> {
  const { docs } = await allOrders(payload)
  const rows = docs.flatMap((order) =>
    (order.lines?.length ? order.lines : [null]).map((line, i) =>
      [
        order.reference ?? String(order.id),
        order.createdAt,
        order.status,
        order.email,
        order.customer_name ?? '',
        line?.code ?? '',
        line?.name ?? '',
        line?.options_label ?? '',
        line?.addons ?? '',
        line ? String(line.qty) : '',
        line ? dollars(line.unit_cents) : '',
        line ? dollars(line.total_cents) : '',
        ...(i === 0 ? orderColumns(order) : orderColumns({} as Order).map(() => '')),
      ].map(csvCell),
    ),
  )
  return `\uFEFF${stringify([ORDER_COLUMNS, ...rows])}`
}

/**
 * The customers who agreed, at a checkout, to hear from the studio: each address once, with the
 * name and country of their latest order, how many paid orders and what they came to. Nobody else.
 */
export async function agreedCustomersCsv(payload: Payload): Promise<string> {
  const { docs } = await allOrders(payload)
  const agreed = new Set(docs.filter((o) => o.marketing_opt_in).map((o) => o.email.toLowerCase()))
  const customers = new Map<string, { name: string; country: string; orders: number; cents: number; last: string }>()
  for (const order of docs.filter((o) => agreed.has(o.email.toLowerCase()) && isPaid(o.status))) {
    const email = order.email.toLowerCase()
    const known = customers.get(email)
    customers.set(email, {
      name: order.customer_name || known?.name || '',
      country: order.address?.country || known?.country || '',
      orders: (known?.orders ?? 0) + 1,
      cents: (known?.cents ?? 0) + (order.total_cents ?? 0),
      last: order.createdAt,
    })
  }
  const rows = [...customers.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([email, c]) => [email, c.name, c.country, String(c.orders), dollars(c.cents), c.last].map(csvCell))
  return `\uFEFF${stringify([['E-mail', 'Name', 'Country', 'Orders', 'Spent', 'Last order'], ...rows])}`
}
