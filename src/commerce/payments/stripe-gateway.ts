import Stripe from 'stripe'

import { CALLBACK_TOLERANCE_SECONDS } from '@/commerce/payments/callback-signature'
import type { PaymentGateway, PaymentRequest, PaymentState, PaymentStatus } from '@/commerce/payments/gateway'
import { DomainError } from '@/lib/domain-error'

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase: string | null }

/** Stripe refuses a Checkout Session that closes within 30 minutes; a minute more for travel and clock drift. */
const MIN_LIFETIME_MS = 31 * 60_000

/** Host, port and protocol of STRIPE_API_BASE (a local stand-in for Stripe); Stripe's own otherwise. */
function address(apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  const port = url.port || (protocol === 'http' ? 80 : 443)
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port, protocol }
}

/** Stripe's answers pass, except when it cannot be reached or answers 5xx (an APIError), or 429: down to a customer. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    const { StripeConnectionError, StripeAPIError, StripeRateLimitError } = Stripe.errors
    const down = [StripeConnectionError, StripeAPIError, StripeRateLimitError].some((kind) => error instanceof kind)
    throw down ? new DomainError('payment_gateway_unavailable') : error
  }
}

const stripeCode = (error: unknown) => (error instanceof Stripe.errors.StripeError ? error.code : undefined)

// The payment page's languages (Checkout's `locale`); in any other the page follows the browser's.
const STRIPE_LOCALES = new Set([
  ...'bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb'.split(' '),
  ...'nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(' '),
])
const stripeLocale = (locale: string) => [locale, locale.split('-')[0]].find((l) => STRIPE_LOCALES.has(l)) ?? 'auto'

function sessionParams(request: PaymentRequest): Stripe.Checkout.SessionCreateParams {
  const price_data = { currency: 'aud', unit_amount: request.amountCents, product_data: { name: request.description } }
  return {
    mode: 'payment',
    line_items: [{ price_data, quantity: 1 }],
    customer_email: request.customerEmail,
    client_reference_id: request.reference,
    metadata: { reference: request.reference },
    locale: stripeLocale(request.locale),
    // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}; a URL object may have encoded the braces.
    success_url: request.returnUrl.replace(/\{TOKEN\}|%7BTOKEN%7D/gi, '{CHECKOUT_SESSION_ID}'),
    cancel_url: request.cancelUrl,
    // Often later than the hold: the shop's hold still lapses at its own time and expires the session then.
    expires_at: Math.ceil(Math.max(+request.expiresAt, Date.now() + MIN_LIFETIME_MS) / 1000),
  }
}

export function createStripeGateway({ secretKey, webhookSecret, apiBase }: StripeSettings): PaymentGateway {
  const stripe = new Stripe(secretKey, { ...address(apiBase), telemetry: false, maxNetworkRetries: 1, timeout: 20_000 })

  // Stripe replays a keyed request only if its parameters match the first one's, and the 30-minute floor
  // moves with the clock: a retry sends the first attempt's parameters, kept until its page closes.
  const attempts = new Map<string, Stripe.Checkout.SessionCreateParams>()

  /** The session with its payment and charge, or null when Stripe knows no such session. */
  async function find(token: string): Promise<Stripe.Checkout.Session | null> {
    // Tokens come back on the customer's return address: junk need not cost a request.
    if (!/^cs_\w+$/.test(token)) return null
    try {
      return await call(() => stripe.checkout.sessions.retrieve(token, { expand: ['payment_intent.latest_charge'] }))
    } catch (error) {
      if (stripeCode(error) === 'resource_missing') return null
      throw error
    }
  }

  function stateOf(session: Stripe.Checkout.Session): PaymentState {
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null
    const charge = typeof intent?.latest_charge === 'object' ? intent.latest_charge : null
    // Complete but unpaid, its delayed payment (a direct debit) bounced: the session can never be paid now.
    const bounced =
      session.status === 'complete' && ['requires_payment_method', 'canceled'].includes(intent?.status ?? '')
    let status: PaymentStatus = 'open'
    if (charge?.disputed) status = 'disputed'
    else if (charge?.refunded) status = 'refunded'
    else if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') status = 'paid'
    else if (session.status === 'expired') status = 'expired'
    else if (bounced) status = 'failed'
    return {
      status,
      reference: session.client_reference_id ?? session.metadata?.reference ?? '',
      amountCents: session.amount_total ?? 0,
      charge: intent?.id ?? (typeof session.payment_intent === 'string' ? session.payment_intent : null),
      returnedCents: charge?.disputed ? charge.amount : (charge?.amount_refunded ?? 0),
    }
  }

  return {
    name: 'stripe',

    async open(request) {
      // The hold's end names the attempt: a new payment for the same order after a lapse is a new session.
      const key = `checkout-${request.reference}-${request.amountCents}-${Math.floor(+request.expiresAt / 1000)}`
      for (const [k, first] of attempts) if (first.expires_at! * 1000 < Date.now()) attempts.delete(k)
      const params = attempts.get(key) ?? sessionParams(request)
      attempts.set(key, params)
      const session = await call(() => stripe.checkout.sessions.create(params, { idempotencyKey: key }))
      if (!session.url) throw new Error(`Stripe opened checkout session ${session.id} without a payment page`)
      return { token: session.id, url: session.url }
    },

    async state(token) {
      const session = await find(token)
      return session && stateOf(session)
    },

    async expire(token) {
      try {
        await call(() => stripe.checkout.sessions.expire(token))
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or lapsed): nothing is left to close.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        const session = await find(token)
        if (session?.status === 'open') throw error
      }
    },

    async refund(token, amountCents, refundKey) {
      const session = await find(token)
      if (!session) throw new DomainError('payment_not_found')
      const { status, charge } = stateOf(session)
      if (status === 'refunded') return
      if (status !== 'paid' || !charge) throw new DomainError('refund_not_allowed')
      const amount = amountCents === undefined ? {} : { amount: amountCents }
      const key = refundKey ?? `refund-${token}-${amountCents ?? 'all'}`
      try {
        await call(() => stripe.refunds.create({ payment_intent: charge, ...amount }, { idempotencyKey: key }))
      } catch (error) {
        // Refunded meanwhile (another request, or from Stripe's dashboard): the money is back either way.
        if (stripeCode(error) !== 'charge_already_refunded') throw error
      }
    },

    async readCallback(rawBody, signature) {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret, CALLBACK_TOLERANCE_SECONDS)
      } catch {
        throw new DomainError('webhook_signature_invalid')
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return { token: event.data.object.id }
        // What happens to the money later: a refund made in Stripe's dashboard (or the shop's own,
        // reported back), a chargeback. Named by the payment intent, which the shop keeps as the charge.
        case 'charge.refunded':
        case 'charge.dispute.created': {
          const intent = event.data.object.payment_intent
          const id = typeof intent === 'string' ? intent : intent?.id
          return id ? { charge: id } : null
        }
        default:
          return null
      }
    },
  }
}
