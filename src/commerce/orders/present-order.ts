import { toDollars } from '@/commerce/money'
import type { Order } from '@/payload-types'

/** An order as its customer sees it: the lines as sold, the figures in dollars, where it stands. */
export function presentOrder(order: Order) {
  const address = order.address ?? {}
  return {
    id: order.id,
    reference: order.reference ?? '',
    status: order.status,
    created_at: order.createdAt,
    paid_at: order.paid_at ?? null,
    items: (order.lines ?? []).map((line) => ({
      name: line.name,
      options_label: line.options_label ?? '',
      addons: line.addons ?? '',
      qty: line.qty,
      price: toDollars(line.unit_cents ?? 0),
      subtotal: toDollars(line.total_cents ?? 0),
      is_original: Boolean(line.is_original),
    })),
    subtotal: toDollars(order.subtotal_cents ?? 0),
    discount_amount: toDollars(order.discount_cents ?? 0),
    promotion_code: order.promotion_code ?? '',
    shipping_amount: toDollars(order.shipping_cents ?? 0),
    surcharge_amount: toDollars(order.surcharge_cents ?? 0),
    total_tax: toDollars(order.gst_cents ?? 0),
    total_amount: toDollars(order.total_cents ?? 0),
    is_export: Boolean(order.is_export),
    shipping_name: order.shipping_name ?? '',
    is_pick_up: Boolean(order.is_pick_up),
    address: {
      first_name: address.first_name ?? '',
      last_name: address.last_name ?? '',
      street_address: address.street_address ?? '',
      street_address_1: address.street_address_1 ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
      postcode: address.postcode ?? '',
      country: address.country ?? '',
    },
    tracking_number: order.tracking_number ?? '',
    hold_until: order.status === 'awaiting_payment' ? (order.hold_until ?? null) : null,
    invoice_url: `/invoice/${order.id}`,
    invoice_pdf_url: `/api/v1/sell/order/${order.id}/invoice.pdf`,
  }
}
