import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { taxInvoice, type InvoiceOrder, type InvoiceSeller } from '@/documents/invoice'
import orders from '@/i18n/messages/en/orders.json'

const t = createTranslator({ locale: 'en', messages: { orders }, namespace: 'orders.invoice' })
const options = { locale: 'en' as const, timeZone: 'Australia/Perth', t }

const seller: InvoiceSeller = {
  name: 'Atelier',
  organisation_name: 'Jane Doe Art',
  organisation_abn: '51824753556',
  organisation_address: '12 Beach Road\nFremantle WA 6160',
  organisation_email: 'studio@example.test',
  organisation_phone: '',
}

function order(totalCents: number, changes: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    reference: 'IM-00012',
    paid_at: '2026-03-01T02:30:00.000Z',
    createdAt: '2026-02-28T23:00:00.000Z',
    lines: [{ name: 'Blue Wren', options_label: 'A4', addons: 'Frame', qty: 2, unit_cents: 4_000, total_cents: 8_000 }],
    subtotal_cents: 8_000,
    discount_cents: 0,
    shipping_cents: 1_500,
    surcharge_cents: 0,
    gst_cents: Math.round(totalCents / 11),
    total_cents: totalCents,
    is_export: false,
    is_pick_up: false,
    shipping_name: 'Australia Post',
    promotion_code: null,
    customer_name: 'Zoë Łódź',
    email: 'zoe@example.test',
    address: {
      first_name: 'Zoë',
      last_name: 'Łódź',
      street_address: '1 Main St',
      city: 'Perth',
      state: 'WA',
      postcode: '6000',
      country: 'Australia',
    },
    ...changes,
  }
}

describe('taxInvoice', () => {
  it('has the words, the seller, the number, the date and the items', () => {
    const invoice = taxInvoice(order(9_500), seller, options)
    expect(invoice.title).toBe('Tax invoice')
    expect(invoice.number).toBe('IM-00012')
    expect(invoice.date).toBe('1 March 2026')
    expect(invoice.seller).toEqual({
      name: 'Jane Doe Art',
      abn: 'ABN 51 824 753 556',
      addressLines: ['12 Beach Road', 'Fremantle WA 6160'],
      email: 'studio@example.test',
      phone: '',
    })
    expect(invoice.items).toEqual([{ description: 'Blue Wren · A4 · Frame', qty: 2, unit: '$40.00', amount: '$80.00' }])
  })

  it('dates by the order’s placing when it is not paid, in the studio’s time zone', () => {
    expect(taxInvoice(order(9_500, { paid_at: null }), seller, options).date).toBe('1 March 2026')
  })

  it('formats the figures and leaves out a zero discount and surcharge', () => {
    const invoice = taxInvoice(order(9_500), seller, options)
    expect(invoice.figures.map((f) => [f.key, f.label, f.value])).toEqual([
      ['subtotal', 'Subtotal', '$80.00'],
      ['shipping', 'Shipping: Australia Post', '$15.00'],
      ['total', 'Total', '$95.00'],
    ])
    expect(invoice.gst).toEqual({ label: 'GST included in the total', amount: '$8.64' })
  })

  it('shows a discount with its code as a negative amount, and a surcharge', () => {
    const invoice = taxInvoice(
      order(123_456, { discount_cents: 1_000, promotion_code: 'SPRING', surcharge_cents: 250 }),
      seller,
      options,
    )
    expect(invoice.figures.find((f) => f.key === 'discount')).toMatchObject({
      label: 'Discount (SPRING)',
      value: '-$10.00',
    })
    expect(invoice.figures.find((f) => f.key === 'surcharge')?.value).toBe('$2.50')
    expect(invoice.figures.at(-1)?.value).toBe('$1,234.56')
  })

  it('names the buyer from $1,000 and not below it when nothing calls for it', () => {
    expect(taxInvoice(order(100_000), seller, options).buyer).toEqual({
      name: 'Zoë Łódź',
      email: 'zoe@example.test',
      addressLines: ['1 Main St', 'Perth WA 6000', 'Australia'],
    })
    expect(taxInvoice(order(99_999), seller, options).buyer).toBeNull()
    expect(taxInvoice(order(99_999), seller, { ...options, withBuyer: true }).buyer?.name).toBe('Zoë Łódź')
  })

  it('an export has no GST amount, says it is GST-free and names where it went', () => {
    const invoice = taxInvoice(order(9_500, { is_export: true, gst_cents: 0 }), seller, options)
    expect(invoice.gst).toEqual({ label: 'GST-free export: no GST charged', amount: null })
    expect(JSON.stringify(invoice)).not.toMatch(/GST included/)
    expect(invoice.buyer?.addressLines).toContain('Australia')
  })

  it('a pick-up has no delivery address and says so in place of shipping', () => {
    const invoice = taxInvoice(order(150_000, { is_pick_up: true, shipping_cents: 0 }), seller, options)
    expect(invoice.buyer?.addressLines).toEqual([])
    expect(invoice.figures.find((f) => f.key === 'shipping')).toMatchObject({
      label: 'Pick-up from the studio',
      value: '$0.00',
    })
  })

  it('formats amounts in the invoice’s language', () => {
    const de = createTranslator({ locale: 'de', messages: { orders }, namespace: 'orders.invoice' })
    const invoice = taxInvoice(order(123_456), seller, { locale: 'de', timeZone: 'Australia/Perth', t: de })
    expect(invoice.figures.at(-1)?.value).toMatch(/1\.234,56/)
    expect(invoice.date).toBe('1. März 2026')
  })
})
