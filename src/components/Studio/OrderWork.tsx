import type { Payload, UIFieldServerProps } from 'payload'

import { orderAddressLines } from '@/collections/Orders/shown-fields'
import { LocalTime } from '@/components/Studio/LocalTime.client'
import { OrderActions } from '@/components/Studio/OrderActions.client'
import { smallPicture } from '@/components/Studio/ProductCells'
import { formatCents } from '@/commerce/money'
import { hasLeftTheStudio, type OrderStatus } from '@/commerce/orders/order-state'
import { leftToRefund, refundLinesOf } from '@/commerce/orders/refund-lines'
import { relationId } from '@/lib/relation-id'
import type { Order } from '@/payload-types'
import { editLink } from '@/studio/admin-links'
import { nextSteps } from '@/studio/order-next-steps'
import { statusWord } from '@/studio/status-word'
import { orderTimeline, settledPayment } from '@/studio/order-timeline'

/** Each line's product picture, small, for the table (one read per product). */
async function linePictures(payload: Payload, order: Order) {
  const products = [...new Set((order.lines ?? []).map((line) => relationId(line.product)).filter((id) => id != null))]
  const pictures = new Map<number, string>()
  await Promise.all(
    products.map(async (id) => {
      const product = await payload.findByID({
        collection: 'products',
        id,
        depth: 0,
        draft: true,
        overrideAccess: true,
        disableErrors: true,
      })
      const image = await smallPicture(payload, product?.images?.[0]?.image)
      if (image) pictures.set(id, image.webp_url)
    }),
  )
  return pictures
}

async function orderRecords(payload: Payload, id: number) {
  const [mails, payments, refunds] = await Promise.all([
    payload.find({
      collection: 'owed-mails',
      where: { subject: { equals: id }, kind: { like: 'order_' } },
      sort: 'createdAt',
      depth: 0,
      limit: 50,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'payments',
      where: { order: { equals: id } },
      sort: 'createdAt',
      depth: 0,
      limit: 10,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'order-refunds',
      where: { order: { equals: id } },
      sort: 'id',
      depth: 0,
      limit: 100,
      overrideAccess: true,
    }),
  ])
  return { mails: mails.docs, payments: payments.docs, refunds: refunds.docs }
}

function Address({ order }: { order: Order }) {
  if (order.is_pick_up) return <p>Picked up at the studio{order.shipping_name ? ` (${order.shipping_name})` : ''}</p>
  return (
    <>
      <address className="studio-order__address">
        {orderAddressLines(order.address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {order.shipping_name ? <p>{order.shipping_name}</p> : null}
    </>
  )
}

/**
 * An order as the studio works from it, above the recorded fields: who and where, the lines with
 * their pictures, the totals and the payment, the next steps the order allows, its paperwork, and
 * what has happened to it.
 */
export async function OrderWork({ id, payload }: UIFieldServerProps) {
  if (id == null) return null
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!order) return null
  const [pictures, { mails, payments, refunds }] = await Promise.all([
    linePictures(payload, order),
    orderRecords(payload, order.id),
  ])
  const payment = settledPayment(payments)
  const timeline = orderTimeline(order, mails, payment, refunds)
  const standing = refunds
    .filter((refund) => refund.status !== 'refused')
    .map((refund) => ({
      lines: refundLinesOf(refund.lines),
      amountCents: refund.amount_cents ?? 0,
      gatewayCents: refund.gateway_cents ?? 0,
    }))
  const refundable = {
    subtotalCents: order.subtotal_cents ?? 0,
    discountCents: order.discount_cents ?? 0,
    totalCents: order.total_cents ?? 0,
    lines: (order.lines ?? []).map((line) => ({ id: line.id ?? '', qty: line.qty, totalCents: line.total_cents ?? 0 })),
  }
  const left = leftToRefund(refundable, standing)
  const refundedCents = standing.reduce((sum, refund) => sum + refund.amountCents, 0)
  const paid = Boolean(order.paid_at)
  const hasOriginal = (order.lines ?? []).some((line) => line.is_original)
  const userId = relationId(order.user)
  const totals: [string, number | null | undefined][] = [['Subtotal', order.subtotal_cents]]
  if (order.discount_cents)
    totals.push([`Discount${order.promotion_code ? ` (${order.promotion_code})` : ''}`, -order.discount_cents])
  totals.push([order.is_pick_up ? 'Pick-up' : 'Shipping', order.shipping_cents])
  if (order.surcharge_cents) totals.push(['Card surcharge', order.surcharge_cents])
  return (
    <section className="studio-order" aria-label={`Order ${order.reference ?? order.id}`} data-testid="order-work">
      <header className="studio-order__head">
        <h2>
          Order {order.reference}{' '}
          <span className={`studio-status studio-status--${order.status}`}>{statusWord(order.status)}</span>
        </h2>
        <p>
          Placed <LocalTime iso={order.createdAt} />
        </p>
      </header>

      <div className="studio-order__who">
        <div>
          <h3>Customer</h3>
          <p>
            {userId != null ? (
              <a href={editLink('users', userId)}>{order.customer_name || order.email}</a>
            ) : (
              order.customer_name
            )}
          </p>
          <p>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </p>
          {order.note ? <blockquote className="studio-order__note">“{order.note}”</blockquote> : null}
        </div>
        <div>
          <h3>{order.is_pick_up ? 'Pick-up' : 'Deliver to'}</h3>
          <Address order={order} />
          {order.tracking_number ? <p>Tracking: {order.tracking_number}</p> : null}
        </div>
      </div>

      <table className="studio-order__lines" data-testid="order-lines">
        <caption>What was ordered</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="studio-visually-hidden">Picture</span>
            </th>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Each</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {(order.lines ?? []).map((line) => {
            const productId = relationId(line.product)
            const picture = productId != null ? pictures.get(productId) : undefined
            return (
              <tr key={line.id ?? line.name}>
                <td>
                  {picture ? <img src={picture} alt="" width={48} height={48} className="studio-cell-picture" /> : null}
                </td>
                <td>
                  {productId != null ? <a href={editLink('products', productId)}>{line.name}</a> : line.name}
                  {line.is_original ? <span className="studio-order__original"> · original</span> : null}
                  {line.options_label ? <span className="studio-order__detail">{line.options_label}</span> : null}
                  {line.addons ? <span className="studio-order__detail">{line.addons}</span> : null}
                  {line.code ? <span className="studio-order__detail">SKU {line.code}</span> : null}
                </td>
                <td>
                  {line.qty}
                  {line.id && (left.get(line.id) ?? line.qty) < line.qty ? (
                    <span className="studio-order__detail studio-order__refunded">
                      {line.qty - (left.get(line.id) ?? 0)} refunded
                    </span>
                  ) : null}
                </td>
                <td>{formatCents(line.unit_cents)}</td>
                <td>{formatCents(line.total_cents)}</td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          {totals.map(([label, cents]) => (
            <tr key={label}>
              <th scope="row" colSpan={4}>
                {label}
              </th>
              <td>{formatCents(cents)}</td>
            </tr>
          ))}
          <tr className="studio-order__total">
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td data-testid="order-total">{formatCents(order.total_cents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              {order.is_export ? 'GST (delivered abroad: none)' : 'Includes GST'}
            </th>
            <td>{formatCents(order.gst_cents)}</td>
          </tr>
          {order.credit_cents ? (
            <tr>
              <th scope="row" colSpan={4}>
                Paid with store credit
              </th>
              <td>{formatCents(order.credit_cents)}</td>
            </tr>
          ) : null}
          {refundedCents ? (
            <tr className="studio-order__refunded" data-testid="order-refunded">
              <th scope="row" colSpan={4}>
                Refunded
              </th>
              <td>{formatCents(-refundedCents)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>

      <div className="studio-order__columns">
        <div>
          <h3>Payment</h3>
          {payment ? (
            <p data-testid="order-payment">
              {statusWord(payment.status)} ·{' '}
              {payment.gateway === 'test' ? 'test gateway (no real money)' : payment.gateway} ·{' '}
              {formatCents(payment.amount_cents)}
              {payment.refunded_cents ? ` · ${formatCents(payment.refunded_cents)} refunded` : ''}
              {payment.charge ? ` · charge ${payment.charge}` : ''}
            </p>
          ) : (
            <p>No payment page has been opened.</p>
          )}
          <h3>Next step</h3>
          <OrderActions
            orderId={order.id}
            reference={order.reference ?? String(order.id)}
            steps={nextSteps(order.status as OrderStatus, Boolean(order.is_pick_up))}
            refund={{
              order: refundable,
              past: standing,
              gatewayPaidCents: payment?.amount_cents ?? 0,
              stockStays: hasLeftTheStudio(order.status),
              names: Object.fromEntries(
                (order.lines ?? []).map((line) => [
                  line.id ?? '',
                  [line.name, line.options_label].filter(Boolean).join(', '),
                ]),
              ),
            }}
          />
        </div>
        <div>
          <h3>Paperwork</h3>
          {paid ? (
            <ul className="studio-order__documents" data-testid="order-documents">
              <li>
                <a href={`/print-tickets/${order.id}`} target="_blank" rel="noopener">
                  {hasOriginal ? 'Print the packing slip and certificates' : 'Print the packing slip'}
                </a>
              </li>
              <li>
                <a href={`/invoice/print/${order.id}`} target="_blank" rel="noopener">
                  Print the tax invoice
                </a>
              </li>
              <li>
                <a href={`/api/v1/sell/order/${order.id}/invoice.pdf`}>Download the tax invoice (PDF)</a>
              </li>
            </ul>
          ) : (
            <p>The packing slip and tax invoice are ready once the order is paid.</p>
          )}
        </div>
      </div>

      <h3>What happened</h3>
      <ol className="studio-order__timeline" data-testid="order-timeline">
        {timeline.map((event, i) => (
          <li
            key={`${event.kind}-${i}`}
            data-kind={event.kind}
            className={event.problem ? 'studio-order__problem' : undefined}
          >
            <LocalTime iso={event.at} /> · {event.text}
          </li>
        ))}
      </ol>
    </section>
  )
}
