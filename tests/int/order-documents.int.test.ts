import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { ACCESS_COOKIE } from '@/accounts/constants'
import { setEnvForTests } from '@/lib/env'
import { oweMail } from '@/mail/outbox/owed-mail'
import type { Order } from '@/payload-types'

import { postJson, request } from './helpers/api'
import { pdfAttachment, startMailServer, textOf } from './helpers/mail-server'

const password = 'order-documents-password'
const artist = 'artist@orders.example.test'
const owner = 'zoe@orders.example.test'
const stranger = 'stranger@orders.example.test'

let payload: Payload
let mail: Awaited<ReturnType<typeof startMailServer>>
let restoreEnv: () => void
let ownerId: number
let ownerToken: string
let strangerToken: string

const login = async (email: string) => {
  const r = await postJson('/api/v1/cognito/user/login', { username: email, password, fingerprint: 'orders-fp-0001' })
  expect(r.status).toBe(200)
  return ((await r.json()) as { access_token: string }).access_token
}
const makeUser = (email: string) =>
  payload.create({ collection: 'users', data: { email, password, roles: ['customer'] }, overrideAccess: true })

let references = 0
function makeOrder(data: Partial<Order> = {}): Promise<Order> {
  references += 1
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      reference: `IM-9${String(references).padStart(4, '0')}`,
      status: 'paid',
      user: ownerId,
      email: owner,
      customer_name: 'Zoë Łódź',
      locale: 'en',
      lines: [
        { name: 'Blue Wren', options_label: 'A4', qty: 2, unit_cents: 4_000, total_cents: 8_000 },
        { name: 'Estuary at Dawn', qty: 1, unit_cents: 95_000, total_cents: 95_000, is_original: true },
      ],
      subtotal_cents: 103_000,
      discount_cents: 0,
      shipping_cents: 1_500,
      surcharge_cents: 0,
      gst_cents: 9_500,
      total_cents: 104_500,
      shipping_name: 'Australia Post',
      address: {
        first_name: 'Zoë',
        last_name: 'Łódź',
        street_address: '1 Main St',
        city: 'Perth',
        state: 'WA',
        postcode: '6000',
        country: 'Australia',
      },
      note: 'Please wrap it well.',
      paid_at: new Date().toISOString(),
      ...data,
    },
  })
}

const mailsTo = (address: string) => mail.received.filter((m) => m.to.includes(address))
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500))

beforeAll(async () => {
  payload = await getPayload({ config })
  mail = await startMailServer()
  restoreEnv = setEnvForTests({ smtpUrl: mail.url })
  await payload.updateGlobal({ slug: 'checkout-settings', data: { orders_email: artist }, overrideAccess: true })
  ownerId = (await makeUser(owner)).id
  await makeUser(stranger)
  ownerToken = await login(owner)
  strangerToken = await login(stranger)
})
afterAll(async () => {
  restoreEnv()
  await mail.close()
})

describe('order mails, owed and delivered through the outbox', () => {
  it('on payment: the customer’s confirmation with the tax invoice PDF, and the artist’s new-order mail', async () => {
    const order = await makeOrder()
    const toCustomer = mail.next(owner)
    const toArtist = mail.next(artist)
    await oweMail({ payload }, 'order_paid', order.id)
    await oweMail({ payload }, 'order_new', order.id)
    const confirmation = await toCustomer
    expect(confirmation.text).toContain(`Thank you for your order ${order.reference}`)
    expect(textOf(confirmation)).toContain('1 × Estuary at Dawn')
    expect(textOf(confirmation)).toContain('Zoë Łódź')
    expect(confirmation.text).toContain('$1,045.00')
    expect(confirmation.text).toContain(`/invoice/${order.id}`)
    const pdf = pdfAttachment(confirmation)
    expect(pdf?.filename).toBe(`tax-invoice-${order.reference}.pdf`)
    expect(pdf?.bytes.subarray(0, 4).toString()).toBe('%PDF')

    const newOrder = await toArtist
    expect(newOrder.text).toContain(`New order ${order.reference}`)
    expect(newOrder.text).toContain('Please wrap it well.')
    expect(newOrder.text).toContain('1 Main St')
    expect(newOrder.text).toContain(`/admin/collections/orders/${order.id}`)
    expect(pdfAttachment(newOrder)).toBeNull()
  })

  it('in Arabic: each line of the address and the reference keep their own order in the mail', async () => {
    const order = await makeOrder({
      locale: 'ar',
      address: {
        first_name: 'Zoë',
        last_name: 'Łódź',
        street_address: '22 Marine Parade',
        city: 'Cottesloe',
        state: 'WA',
        postcode: '6011',
        country: 'Australia',
      },
    })
    const toCustomer = mail.next(owner)
    await oweMail({ payload }, 'order_paid', order.id)
    const confirmation = await toCustomer
    // Each line a first-strong isolate: shown left to right inside the right-to-left mail.
    expect(textOf(confirmation)).toContain('\u206822 Marine Parade\u2069')
    expect(textOf(confirmation)).toContain(`\u2068${order.reference}\u2069`)
    expect(textOf(confirmation)).toContain('\u2068Cottesloe WA 6011\u2069')
  })

  it('on dispatch: the tracking number; for a pick-up, ready to collect', async () => {
    const order = await makeOrder({ tracking_number: 'TRK-555-AU' })
    let next = mail.next(owner)
    await oweMail({ payload }, 'order_dispatched', order.id)
    expect((await next).text).toContain('Tracking number: TRK-555-AU')

    const pickUp = await makeOrder({ is_pick_up: true, shipping_name: 'Pick-up' })
    next = mail.next(owner)
    await oweMail({ payload }, 'order_dispatched', pickUp.id)
    expect((await next).text).toContain(`Your order ${pickUp.reference} is ready to collect`)
  })
})

describe('the tax invoice PDF', () => {
  const get = (id: number | string, headers: Record<string, string> = {}) =>
    request(`/api/v1/sell/order/${id}/invoice.pdf`, { headers })

  it('is the owner’s download, by bearer token or session cookie', async () => {
    const order = await makeOrder()
    const ways: Record<string, string>[] = [
      { Authorization: `Bearer ${ownerToken}` },
      { Cookie: `${ACCESS_COOKIE}=${ownerToken}` },
    ]
    for (const headers of ways) {
      const r = await get(order.id, headers)
      expect(r.status).toBe(200)
      expect(r.headers.get('content-type')).toBe('application/pdf')
      expect(r.headers.get('content-disposition')).toBe(`attachment; filename="tax-invoice-${order.reference}.pdf"`)
      expect(
        Buffer.from(await r.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF')
    }
  })

  it('is not found for another customer, a missing order or an unpaid one, and asks for a sign-in without one', async () => {
    const order = await makeOrder()
    expect((await get(order.id, { Authorization: `Bearer ${strangerToken}` })).status).toBe(404)
    expect((await get(999_999, { Authorization: `Bearer ${ownerToken}` })).status).toBe(404)
    const unpaid = await makeOrder({ status: 'awaiting_payment', paid_at: null })
    expect((await get(unpaid.id, { Authorization: `Bearer ${ownerToken}` })).status).toBe(404)
    const anonymous = await get(order.id)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { text_code: string }).text_code).toBe('UNAUTHORIZED')
  })
  it('is also the download of an admin signed in to the back-office (Payload’s cookie), for any paid order', async () => {
    const admin = 'studio@orders.example.test'
    await payload.create({
      collection: 'users',
      data: { email: admin, password, roles: ['admin'] },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email: admin, password } })
    const order = await makeOrder()
    const r = await get(order.id, { Cookie: `${payload.config.cookiePrefix}-token=${token}` })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/pdf')
    expect((await get(order.id, { Cookie: `${payload.config.cookiePrefix}-token=forged` })).status).toBe(401)
  })
})

describe('dispatching in the back-office', () => {
  it('sends the dispatch mail once, sets dispatched_at, and a later save sends none', async () => {
    const order = await makeOrder()
    const before = mailsTo(owner).length
    const next = mail.next(owner)
    const dispatched = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'dispatched', tracking_number: 'TRK-1' },
      overrideAccess: true,
    })
    expect((await next).text).toContain('Tracking number: TRK-1')
    expect(dispatched.dispatched_at).toBeTruthy()
    await payload.update({ collection: 'orders', id: order.id, data: { artist_notes: 'Sent.' }, overrideAccess: true })
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'packed' }, overrideAccess: true })
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'dispatched' }, overrideAccess: true })
    await settle()
    expect(mailsTo(owner).length - before).toBe(1)
    const saved = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(saved.dispatched_at).toBe(dispatched.dispatched_at)
  })

  it('refuses dispatched without a tracking number, except for a pick-up', async () => {
    const order = await makeOrder()
    await expect(
      payload.update({ collection: 'orders', id: order.id, data: { status: 'dispatched' }, overrideAccess: true }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'tracking_number', message: expect.stringMatching(/tracking number/) }] },
    })
    const pickUp = await makeOrder({ is_pick_up: true })
    const next = mail.next(owner)
    const collected = await payload.update({
      collection: 'orders',
      id: pickUp.id,
      data: { status: 'dispatched' },
      overrideAccess: true,
    })
    expect(collected.status).toBe('dispatched')
    expect((await next).text).toContain('ready to collect')
  })
})

describe('shipping quotes', () => {
  it('tells the artist of a request, and the customer of the price once, with a link back to the checkout', async () => {
    const address = await payload.create({
      collection: 'addresses',
      data: {
        owner: ownerId,
        first_name: 'Zoë',
        last_name: 'Łódź',
        street_address: '9 Rue X',
        city: 'Nouméa',
        country: 'New Caledonia',
      },
      overrideAccess: true,
    })
    const quote = await payload.create({
      collection: 'shipping-quotes',
      data: {
        user: ownerId,
        address: address.id,
        status: 'requested',
        country: 'New Caledonia',
        weight_grams: 1200,
        items: '1 × Blue Wren',
      },
      overrideAccess: true,
    })
    const request = mail.next(artist)
    await oweMail({ payload }, 'quote_requested', quote.id)
    const asked = await request
    expect(asked.text).toContain('New Caledonia')
    expect(textOf(asked)).toContain('1 × Blue Wren')
    expect(textOf(asked)).toContain('Zoë Łódź')
    expect(asked.text).toContain(`/admin/collections/shipping-quotes/${quote.id}`)

    await expect(
      payload.update({ collection: 'shipping-quotes', id: quote.id, data: { status: 'quoted' }, overrideAccess: true }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'amount', message: expect.stringMatching(/price/) }] } })

    const before = mailsTo(owner).length
    const answer = mail.next(owner)
    const quoted = await payload.update({
      collection: 'shipping-quotes',
      id: quote.id,
      data: { status: 'quoted', amount: 42.5 },
      overrideAccess: true,
    })
    expect(quoted.quoted_at).toBeTruthy()
    const answered = await answer
    expect(answered.text).toContain('$42.50')
    expect(answered.text).toContain(`/checkout?address=${address.id}`)
    await payload.update({ collection: 'shipping-quotes', id: quote.id, data: { amount: 45 }, overrideAccess: true })
    await settle()
    expect(mailsTo(owner).length - before).toBe(1)
  })
})
