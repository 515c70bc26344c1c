import { inTransaction, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { oweMail } from '@/mail/outbox/owed-mail'

import { openCart } from '@/commerce/cart/cart-session'
import { priceCheckout } from '@/commerce/checkout/price-checkout'

/**
 * requestShippingQuote: the customer asks the artist to price the delivery to an address no rate
 * reaches, for what their cart holds now. One open request per customer and address: asking again answers the waiting one and
 * does not e-mail the artist twice. Answers the request's id and whether it is new.
 */
export async function requestShippingQuote(db: Db, userId: number, addressId: number) {
  const { lines } = await openCart(db, { userId })
  if (lines.length === 0) throw new DomainError('cart_empty')
  return inTransaction(db, async (tx) => {
    const priced = await priceCheckout(tx, lines, { userId, addressId })
    if (!priced.needsQuote) throw new DomainError('shipping_quote_not_needed')
    const { docs } = await tx.payload.find({
      collection: 'shipping-quotes',
      where: {
        and: [{ user: { equals: userId } }, { address: { equals: addressId } }, { status: { equals: 'requested' } }],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req: tx.req,
    })
    if (docs[0]) return { id: docs[0].id, created: false }
    const quote = await tx.payload.create({
      collection: 'shipping-quotes',
      data: {
        user: userId,
        address: addressId,
        status: 'requested',
        country: priced.address?.country ?? '',
        weight_grams: priced.grams,
        items: priced.lines
          .map(
            ({ line, sku, product }) =>
              `${line.qty} × ${product?.name ?? sku.code}${sku.options_label && sku.options_label !== 'Single' ? ` (${sku.options_label})` : ''}`,
          )
          .join('\n'),
      },
      overrideAccess: true,
      req: tx.req,
      depth: 0,
    })
    await oweMail(tx, 'quote_requested', quote.id)
    return { id: quote.id, created: true }
  })
}
