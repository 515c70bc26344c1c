import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { PaymentGateway, PaymentRequest } from '@/commerce/payments/gateway'
import { createStripeGateway } from '@/commerce/payments/stripe-gateway'
import { DomainError, type DomainErrorCode } from '@/lib/domain-error'

import { postWebhookTo, startFakeStripe, type FakeStripe } from './helpers/fake-stripe'

const secretKey = 'sk_test_atelier_fake'
const webhookSecret = 'whsec_atelier_fake'
const MINUTE = 60_000

let fake: FakeStripe
let gateway: PaymentGateway

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey, webhookSecret })
  gateway = createStripeGateway({ secretKey, webhookSecret, apiBase: fake.url })
})
afterAll(() => fake.close())
afterEach(() => void vi.useRealTimers())

let orders = 0
function paymentRequest(changes: Partial<PaymentRequest> = {}): PaymentRequest {
  const reference = `AT-${Date.now()}-${++orders}`
  return {
    reference,
    amountCents: 12_345,
    description: `Order ${reference}`,
    customerEmail: 'buyer@example.test',
    returnUrl: 'http://shop.test/checkout/return?payum_token={TOKEN}',
    cancelUrl: 'http://shop.test/checkout',
    expiresAt: new Date(Date.now() + 15 * MINUTE),
    locale: 'en',
    ...changes,
  }
}

/** The code of the DomainError a promise is refused with (fails the test on anything else). */
async function refusal(promise: Promise<unknown>): Promise<DomainErrorCode> {
  const error = await promise.then(
    () => expect.fail('expected a refusal'),
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return (error as DomainError).code
}

describe('opening a payment', () => {
  it('opens a Checkout Session for the amount in AUD that comes back to the return address', async () => {
    const request = paymentRequest()
    const opened = await gateway.open(request)

    expect(opened.token).toMatch(/^cs_test_/)
    expect(opened.url).toBe(`${fake.url}/c/pay/${opened.token}`)
    const session = fake.sessions.get(opened.token)!
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 12_345,
      currency: 'aud',
      customer_email: 'buyer@example.test',
      client_reference_id: request.reference,
      metadata: { reference: request.reference },
      success_url: 'http://shop.test/checkout/return?payum_token={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/checkout',
    })
    expect(session.line_items.data).toEqual([
      { description: request.description, amount_total: 12_345, currency: 'aud', quantity: 1 },
    ])
  })

  it('turns a {TOKEN} a URL object encoded into Stripe’s placeholder too', async () => {
    const returnUrl = new URL('http://shop.test/checkout/return')
    returnUrl.searchParams.set('payum_token', '{TOKEN}')
    const { token } = await gateway.open(paymentRequest({ returnUrl: returnUrl.href }))
    expect(fake.sessions.get(token)!.success_url).toBe(
      'http://shop.test/checkout/return?payum_token={CHECKOUT_SESSION_ID}',
    )
  })

  it('keeps the page open at least Stripe’s 30 minutes, and no longer than a longer hold', async () => {
    const short = await gateway.open(paymentRequest({ expiresAt: new Date(Date.now() + 10 * MINUTE) }))
    const now = Date.now() / 1000
    const shortExpiry = fake.sessions.get(short.token)!.expires_at
    expect(shortExpiry).toBeGreaterThanOrEqual(now + 30 * 60)
    expect(shortExpiry).toBeLessThanOrEqual(now + 32 * 60)

    const holdEnds = new Date(Date.now() + 90 * MINUTE)
    const long = await gateway.open(paymentRequest({ expiresAt: holdEnds }))
    expect(fake.sessions.get(long.token)!.expires_at).toBe(Math.ceil(holdEnds.getTime() / 1000))
  })

  it('opens one session when the same request comes twice, even seconds apart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const before = fake.sessions.size
    const request = paymentRequest()
    const first = await gateway.open(request)
    vi.setSystemTime(Date.now() + 7_000)
    const second = await gateway.open(request)

    expect(second).toEqual(first)
    expect(fake.sessions.size).toBe(before + 1)
  })

  it('shows the page in the customer’s language where Stripe has it, else in the browser’s', async () => {
    const languages = { en: 'en', de: 'de', 'pt-BR': 'pt-BR', 'zh-CN': 'zh', uk: 'auto', ka: 'auto' }
    for (const [locale, shown] of Object.entries(languages)) {
      const { token } = await gateway.open(paymentRequest({ locale }))
      expect([locale, fake.sessions.get(token)!.locale]).toEqual([locale, shown])
    }
  })

  it('answers a retry in another language with the first session', async () => {
    const request = paymentRequest({ locale: 'de' })
    const first = await gateway.open(request)
    const again = await gateway.open({ ...request, locale: 'fr' })
    expect(again.token).toBe(first.token)
    expect(fake.sessions.get(first.token)!.locale).toBe('de')
  })

  it('opens a new session for a new attempt at the same order (a later hold)', async () => {
    const request = paymentRequest()
    const first = await gateway.open(request)
    const again = await gateway.open({ ...request, expiresAt: new Date(request.expiresAt.getTime() + 5 * MINUTE) })
    expect(again.token).not.toBe(first.token)
    expect(fake.sessions.get(again.token)!.client_reference_id).toBe(request.reference)
  })
})

describe('the state of a payment', () => {
  it('is open until the customer pays, then paid with the payment intent as its charge', async () => {
    const request = paymentRequest()
    const { token } = await gateway.open(request)
    expect(await gateway.state(token)).toEqual({
      status: 'open',
      reference: request.reference,
      amountCents: 12_345,
      charge: null,
      returnedCents: 0,
    })

    const intent = fake.pay(token)
    expect(intent).toMatch(/^pi_/)
    expect(await gateway.state(token)).toEqual({
      status: 'paid',
      reference: request.reference,
      amountCents: 12_345,
      charge: intent,
      returnedCents: 0,
    })
  })

  it('is failed when a delayed payment is declined after the session completed', async () => {
    const { token } = await gateway.open(paymentRequest())
    const intent = fake.decline(token)
    expect(await gateway.state(token)).toMatchObject({ status: 'failed', charge: intent })
  })

  it('is expired when Stripe closed the page at its expiry', async () => {
    const { token } = await gateway.open(paymentRequest())
    fake.expireNow(token)
    expect(await gateway.state(token)).toMatchObject({ status: 'expired', charge: null })
  })

  it('is null for a token Stripe does not know, or that is no session id at all', async () => {
    expect(await gateway.state('cs_test_nosuchsession')).toBeNull()
    expect(await gateway.state('../../v1/refunds')).toBeNull()
    expect(await gateway.state('')).toBeNull()
  })
})

describe('expiring a payment', () => {
  it('closes an open page so it can no longer be paid', async () => {
    const { token } = await gateway.open(paymentRequest())
    await gateway.expire(token)
    expect(fake.sessions.get(token)!.status).toBe('expired')
    expect((await gateway.state(token))?.status).toBe('expired')
    expect(() => fake.pay(token)).toThrow(/expired, not open/)
  })

  it('lets a paid, an already expired or an unknown session be', async () => {
    const paid = await gateway.open(paymentRequest())
    fake.pay(paid.token)
    await expect(gateway.expire(paid.token)).resolves.toBeUndefined()
    expect((await gateway.state(paid.token))?.status).toBe('paid')

    const lapsed = await gateway.open(paymentRequest())
    fake.expireNow(lapsed.token)
    await expect(gateway.expire(lapsed.token)).resolves.toBeUndefined()
    await expect(gateway.expire('cs_test_nosuchsession')).resolves.toBeUndefined()
  })
})

describe('refunding a payment', () => {
  it('refunds the payment intent once, however often it is asked', async () => {
    const { token } = await gateway.open(paymentRequest())
    const intent = fake.pay(token)
    const before = fake.refunds.length

    await gateway.refund(token)
    const made = fake.refunds.slice(before)
    expect(made).toMatchObject([{ payment_intent: intent, amount: 12_345, idempotencyKey: `refund-${token}-all` }])
    expect(await gateway.state(token)).toMatchObject({ status: 'refunded', charge: intent, returnedCents: 12_345 })

    await gateway.refund(token)
    expect(fake.refunds.length).toBe(before + 1)
  })

  it('makes one refund of two asked for at once', async () => {
    const { token } = await gateway.open(paymentRequest())
    const intent = fake.pay(token)
    const before = fake.refunds.length
    await Promise.all([gateway.refund(token), gateway.refund(token)])
    expect(fake.refunds.slice(before)).toMatchObject([{ payment_intent: intent }])
  })

  it('refuses an unpaid or unknown payment', async () => {
    const { token } = await gateway.open(paymentRequest())
    expect(await refusal(gateway.refund(token))).toBe('refund_not_allowed')
    expect(await refusal(gateway.refund('cs_test_nosuchsession'))).toBe('payment_not_found')
    expect(fake.refunds.every((refund) => !refund.idempotencyKey?.startsWith(`refund-${token}`))).toBe(true)
  })

  it('gives back part of a payment when asked for an amount, and reads what went back', async () => {
    const { token } = await gateway.open(paymentRequest())
    const intent = fake.pay(token)
    await gateway.refund(token, 2_345)
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: intent, amount: 2_345 })
    expect(await gateway.state(token)).toMatchObject({ status: 'paid', returnedCents: 2_345 })
  })

  it('makes two refunds of the same amount under their own keys, and one asked again under its key once', async () => {
    const { token } = await gateway.open(paymentRequest())
    const intent = fake.pay(token)
    const before = fake.refunds.length
    await gateway.refund(token, 1_000, 'rf-1-first')
    await gateway.refund(token, 1_000, 'rf-1-second')
    await gateway.refund(token, 1_000, 'rf-1-first')
    expect(fake.refunds.slice(before)).toMatchObject([
      { payment_intent: intent, amount: 1_000, idempotencyKey: 'rf-1-first' },
      { payment_intent: intent, amount: 1_000, idempotencyKey: 'rf-1-second' },
    ])
    expect(await gateway.state(token)).toMatchObject({ status: 'paid', returnedCents: 2_000 })
  })

  it('reads a disputed charge as disputed, its whole amount gone back', async () => {
    const { token } = await gateway.open(paymentRequest())
    fake.pay(token)
    fake.dispute(token)
    expect(await gateway.state(token)).toMatchObject({ status: 'disputed', returnedCents: 12_345 })
  })
})

describe('reading a callback', () => {
  const sessionEvents = [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ] as const

  it.each(sessionEvents)('answers the session of a signed %s event', async (type) => {
    const { token } = await gateway.open(paymentRequest())
    const { body, signature } = fake.webhook(type, token)
    expect(await gateway.readCallback(body, signature)).toEqual({ token })
  })

  it('reads a callback as delivered over HTTP, from the raw body and the Stripe-Signature header', async () => {
    const { token } = await gateway.open(paymentRequest())
    fake.pay(token)
    const received: unknown[] = []
    const receiver: Server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const header = req.headers['stripe-signature']
      received.push(await gateway.readCallback(Buffer.concat(chunks).toString('utf8'), header as string))
      res.end()
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    try {
      const port = (receiver.address() as AddressInfo).port
      const response = await postWebhookTo(
        `http://127.0.0.1:${port}/`,
        fake.webhook('checkout.session.completed', token),
      )
      expect(response.status).toBe(200)
      expect(received).toEqual([{ token }])
    } finally {
      await new Promise((resolve) => receiver.close(resolve))
    }
  })

  it('refuses a tampered body, another secret, a missing signature and one older than 300 s', async () => {
    const { token } = await gateway.open(paymentRequest())
    const { body, signature } = fake.webhook('checkout.session.completed', token)
    const tampered = body.replace(token, 'cs_test_someoneelse')
    expect(tampered).not.toBe(body)
    expect(await refusal(gateway.readCallback(tampered, signature))).toBe('webhook_signature_invalid')

    const foreign = fake.webhook('checkout.session.completed', token, { secret: 'whsec_someone_else' })
    expect(await refusal(gateway.readCallback(foreign.body, foreign.signature))).toBe('webhook_signature_invalid')

    expect(await refusal(gateway.readCallback(body, null))).toBe('webhook_signature_invalid')
    expect(await refusal(gateway.readCallback(body, 'garbage'))).toBe('webhook_signature_invalid')

    const now = Math.floor(Date.now() / 1000)
    const stale = fake.webhook('checkout.session.completed', token, { timestamp: now - 301 })
    expect(await refusal(gateway.readCallback(stale.body, stale.signature))).toBe('webhook_signature_invalid')
    const late = fake.webhook('checkout.session.completed', token, { timestamp: now - 240 })
    expect(await gateway.readCallback(late.body, late.signature)).toEqual({ token })
  })

  it('answers the charge of a refund or a dispute, as the payment intent the shop keeps', async () => {
    const { token } = await gateway.open(paymentRequest())
    const intent = fake.pay(token)
    await gateway.refund(token)
    const refunded = fake.webhook('charge.refunded', token)
    expect(await gateway.readCallback(refunded.body, refunded.signature)).toEqual({ charge: intent })
    const disputed = fake.dispute(token)
    expect(await gateway.readCallback(disputed.body, disputed.signature)).toEqual({ charge: intent })
  })

  it('answers null for events the shop has no use for', async () => {
    const { token } = await gateway.open(paymentRequest())
    fake.pay(token)
    await gateway.refund(token)
    for (const type of ['payment_intent.succeeded', 'charge.succeeded'] as const) {
      const { body, signature } = fake.webhook(type, token)
      expect(JSON.parse(body)).toMatchObject({ type, data: { object: { object: type.split('.')[0] } } })
      expect(await gateway.readCallback(body, signature)).toBeNull()
    }
  })
})

describe('when Stripe cannot answer', () => {
  it('reports the gateway unavailable when nothing listens at its address', async () => {
    const gone = await startFakeStripe({ secretKey, webhookSecret })
    await gone.close()
    const unreachable = createStripeGateway({ secretKey, webhookSecret, apiBase: gone.url })
    expect(await refusal(unreachable.open(paymentRequest()))).toBe('payment_gateway_unavailable')
    expect(await refusal(unreachable.state('cs_test_anything'))).toBe('payment_gateway_unavailable')
  })

  it('reports the gateway unavailable on a 5xx, after one retry', async () => {
    let requests = 0
    const failing = createServer((_req, res) => {
      requests++
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }))
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    try {
      const apiBase = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`
      const troubled = createStripeGateway({ secretKey, webhookSecret, apiBase })
      expect(await refusal(troubled.refund('cs_test_anything'))).toBe('payment_gateway_unavailable')
      expect(requests).toBe(2)
    } finally {
      failing.closeAllConnections()
      await new Promise((resolve) => failing.close(resolve))
    }
  })

  it('lets a wrong secret key through as Stripe’s own error, not as an outage', async () => {
    const misconfigured = createStripeGateway({ secretKey: 'sk_test_wrong', webhookSecret, apiBase: fake.url })
    const error = await misconfigured.open(paymentRequest()).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' })
  })
})
