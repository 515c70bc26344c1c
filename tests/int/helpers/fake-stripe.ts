import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A stand-in for the part of Stripe's HTTP API the shop's Stripe gateway uses, on a loopback port,
 * so no test reaches stripe.com. Point the gateway at it with `apiBase: fake.url` (or
 * STRIPE_API_BASE / `setEnvForTests({ stripe: { ..., apiBase: fake.url } })`).
 *
 * It speaks as Stripe does: form-encoded requests in Stripe's bracket notation, JSON answers,
 * `Authorization: Bearer <secret key>` (401 otherwise), Stripe-shaped errors (404 `resource_missing`
 * for an unknown id), `Idempotency-Key` replays (and a 400 `idempotency_error` when a key comes back
 * with other parameters), and the 30-minute to 24-hour window for a session's `expires_at`.
 *
 *   POST /v1/checkout/sessions               GET /v1/checkout/sessions/:id   (expand payment_intent[.latest_charge], line_items)
 *   POST /v1/checkout/sessions/:id/expire    POST /v1/refunds                GET /v1/payment_intents/:id
 *
 * What the customer does on Stripe's page, and what Stripe then sends, the test does by hand:
 * `pay`, `decline`, `expireNow`, then `webhook(type, sessionId)` for the signed body to post.
 */

export type FakeCharge = {
  id: string
  object: 'charge'
  amount: number
  amount_refunded: number
  currency: string
  payment_intent: string
  refunded: boolean
  /** Whether the customer's bank opened a dispute (a chargeback) on it. */
  disputed: boolean
  status: 'succeeded' | 'failed'
}

export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: 'succeeded' | 'requires_payment_method'
  latest_charge: string
}

/** A checkout session as the fake keeps it: Stripe's fields, `payment_intent` as an id. */
export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  customer_email: string | null
  client_reference_id: string | null
  metadata: Record<string, string>
  locale: string | null
  success_url: string
  cancel_url: string | null
  expires_at: number
  created: number
  livemode: false
  url: string | null
  payment_intent: string | null
  /** Only answered when asked for with `expand[]=line_items`, as Stripe does. */
  line_items: {
    object: 'list'
    data: { description: string; amount_total: number; currency: string; quantity: number }[]
  }
}

export type FakeRefund = {
  id: string
  object: 'refund'
  amount: number
  charge: string
  payment_intent: string
  status: 'succeeded'
  /** The Idempotency-Key the refund was made under. */
  idempotencyKey: string | null
}

export type SignedWebhook = { body: string; signature: string }

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

type Form = { [key: string]: string | Form | Form[] | string[] }

const id = (prefix: string) =>
  `${prefix}_${randomBytes(18)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 24)}`
const seconds = () => Math.floor(Date.now() / 1000)

/** Stripe's bracket notation (`line_items[0][price_data][unit_amount]`, `expand[]`) into objects and arrays. */
function decodeStripeForm(text: string): Form {
  const root: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, '').split('[')
    let node = root
    keys.forEach((key, i) => {
      const k = key === '' ? String(Object.keys(node).length) : key
      if (i === keys.length - 1) node[k] = value
      else node = (node[k] ??= {}) as Record<string, unknown>
    })
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const)
    const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i))
    return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries)
  }
  return arrays(root) as Form
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string },
  ) {
    super(error.message)
  }
}
const missing = (kind: string, value: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${value}'`,
  })
const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param && { param }), ...(code && { code }) })

/**
 * Starts the fake on 127.0.0.1 and a free port. `secretKey` is the API key it accepts;
 * `webhookSecret` the endpoint secret `webhook()` signs with.
 */
export async function startFakeStripe({ secretKey, webhookSecret }: { secretKey: string; webhookSecret: string }) {
  const sessions = new Map<string, FakeSession>()
  const intents = new Map<string, FakePaymentIntent>()
  const charges = new Map<string, FakeCharge>()
  const refunds: FakeRefund[] = []
  const replays = new Map<string, { request: string; status: number; body: string }>()
  let url = ''

  const session = (sessionId: string) => {
    const found = sessions.get(sessionId)
    if (!found) throw missing('checkout.session', sessionId)
    return found
  }

  function expanded(value: FakeSession | FakePaymentIntent, expand: string[]): unknown {
    if (value.object === 'payment_intent') {
      const charge = expand.includes('latest_charge') ? charges.get(value.latest_charge) : undefined
      return { ...value, latest_charge: charge ?? value.latest_charge }
    }
    const { line_items, ...rest } = value
    const intent = value.payment_intent && intents.get(value.payment_intent)
    const inner = expand.filter((e) => e.startsWith('payment_intent.')).map((e) => e.slice('payment_intent.'.length))
    return {
      ...rest,
      ...(expand.includes('line_items') && { line_items }),
      ...(intent &&
        expand.some((e) => e.split('.')[0] === 'payment_intent') && { payment_intent: expanded(intent, inner) }),
    }
  }

  function createSession(form: Form): FakeSession {
    const item = (form.line_items as Form[] | undefined)?.[0]
    const price = item?.price_data as Form | undefined
    const amount = Number(price?.unit_amount)
    const quantity = Number(item?.quantity ?? 1)
    if (form.mode !== 'payment') throw invalid('This fake only opens sessions in payment mode.', 'mode')
    if (!price || !Number.isSafeInteger(amount) || amount < 0)
      throw invalid('Missing required param: line_items[0][price_data][unit_amount].', 'line_items')
    if (typeof form.success_url !== 'string' || !URL.canParse(form.success_url))
      throw invalid('Not a valid URL', 'success_url')
    const expiresAt = form.expires_at === undefined ? seconds() + 24 * 3600 : Number(form.expires_at)
    if (!(expiresAt >= seconds() + 30 * 60 && expiresAt <= seconds() + 24 * 3600))
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from now.', 'expires_at')
    const currency = String(price.currency)
    const created: FakeSession = {
      id: id('cs_test'),
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * quantity,
      currency,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      locale: typeof form.locale === 'string' ? form.locale : null,
      success_url: form.success_url,
      cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : null,
      expires_at: expiresAt,
      created: seconds(),
      livemode: false,
      url: '',
      payment_intent: null,
      line_items: {
        object: 'list',
        data: [
          {
            description: String((price.product_data as Form | undefined)?.name ?? ''),
            amount_total: amount * quantity,
            currency,
            quantity,
          },
        ],
      },
    }
    created.url = `${url}/c/pay/${created.id}`
    sessions.set(created.id, created)
    return created
  }

  function refund(form: Form): FakeRefund {
    const intentId = String(form.payment_intent ?? '')
    const intent = intents.get(intentId)
    if (!intent) throw missing('payment_intent', intentId, 'payment_intent')
    const charge = charges.get(intent.latest_charge)!
    if (intent.status !== 'succeeded')
      throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent')
    if (charge.refunded)
      throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded')
    const amount = form.amount === undefined ? charge.amount - charge.amount_refunded : Number(form.amount)
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded >= charge.amount
    const made: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      idempotencyKey: null,
    }
    refunds.push(made)
    return made
  }

  function route(method: string, path: string, form: Form): unknown {
    const expand = ((form.expand ?? []) as string[]).map(String)
    let match: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/checkout/sessions') return expanded(createSession(form), expand)
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)))
      return expanded(session(decodeURIComponent(match[1])), expand)
    if (method === 'POST' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const found = session(decodeURIComponent(match[1]))
      if (found.status !== 'open')
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${found.status}\`.`,
        )
      found.status = 'expired'
      return expanded(found, expand)
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(form)
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = intents.get(decodeURIComponent(match[1]))
      if (!intent) throw missing('payment_intent', decodeURIComponent(match[1]))
      return expanded(intent, expand)
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const requestUrl = new URL(req.url ?? '/', url)
    const method = req.method ?? 'GET'
    const raw = method === 'GET' ? requestUrl.search.slice(1) : Buffer.concat(chunks).toString('utf8')
    const answer = (status: number, body: string, replayed = false) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': id('req'),
        ...(replayed && { 'Idempotent-Replayed': 'true' }),
      })
      res.end(body)
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const message = `Invalid API Key provided: ${(req.headers.authorization ?? '').replace(/^Bearer /, '').slice(0, 8)}****`
      return answer(401, JSON.stringify({ error: { type: 'invalid_request_error', message } }))
    }
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined
    const request = `${method} ${requestUrl.pathname} ${raw}`
    if (typeof key === 'string' && replays.has(key)) {
      const first = replays.get(key)!
      if (first.request === request) return answer(first.status, first.body, true)
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`
      return answer(400, JSON.stringify({ error: { type: 'idempotency_error', message } }))
    }
    let status = 200
    let body: string
    try {
      const result = route(method, requestUrl.pathname, decodeStripeForm(raw))
      if (typeof key === 'string' && (result as { object?: string }).object === 'refund')
        (result as FakeRefund).idempotencyKey = key
      body = JSON.stringify(result)
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error
      status = error.status
      body = JSON.stringify({ error: error.error })
    }
    // Stripe saves the answer to a keyed request, refusals included, except when it failed on its side.
    if (typeof key === 'string' && status < 500) replays.set(key, { request, status, body })
    answer(status, body)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /** Ends the customer's visit to the payment page with a payment intent and its charge. */
  function settle(sessionId: string, paid: boolean): string {
    const found = session(sessionId)
    if (found.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${found.status}, not open`)
    const intent: FakePaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: found.amount_total,
      currency: found.currency,
      status: paid ? 'succeeded' : 'requires_payment_method',
      latest_charge: id('ch'),
    }
    intents.set(intent.id, intent)
    charges.set(intent.latest_charge, {
      id: intent.latest_charge,
      object: 'charge',
      amount: found.amount_total,
      amount_refunded: 0,
      currency: found.currency,
      payment_intent: intent.id,
      refunded: false,
      disputed: false,
      status: paid ? 'succeeded' : 'failed',
    })
    found.status = 'complete'
    found.payment_status = paid ? 'paid' : 'unpaid'
    found.payment_intent = intent.id
    return intent.id
  }

  return {
    /** Where the fake listens, e.g. `http://127.0.0.1:40123`: the gateway's `apiBase`. */
    url,
    /** Every checkout session opened, by id; change one in place to set up an odd case. */
    sessions,
    /** Every refund made, in order. */
    refunds,

    /** The customer pays: the session completes, paid, with a new succeeded payment intent (`pi_…`), whose id it answers. */
    pay: (sessionId: string) => settle(sessionId, true),

    /**
     * The payment fails as a delayed one does (a direct debit bounced): the session is complete but
     * unpaid, and its payment intent (`pi_…`, answered) back to requires_payment_method. Stripe then
     * sends checkout.session.async_payment_failed. (A card declined on the page leaves the session open.)
     */
    decline: (sessionId: string) => settle(sessionId, false),

    /** The artist refunds the payment in Stripe's dashboard, not through the shop (then Stripe sends charge.refunded). */
    refundInDashboard(sessionId: string) {
      const intent = session(sessionId).payment_intent
      if (!intent) throw new Error(`Checkout session ${sessionId} has no payment to refund`)
      return refund({ payment_intent: intent })
    },

    /**
     * The customer's bank disputes the payment (a chargeback): the charge is marked disputed and its
     * amount taken. Stripe then sends charge.dispute.created, whose object is the dispute.
     */
    dispute(sessionId: string): SignedWebhook {
      const intent = intents.get(session(sessionId).payment_intent ?? '')
      const charge = charges.get(intent?.latest_charge ?? '')
      if (!intent || !charge) throw new Error(`Checkout session ${sessionId} has no payment to dispute`)
      charge.disputed = true
      const dispute = {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: intent.id,
        reason: 'fraudulent',
        status: 'needs_response',
      }
      return signedEvent('charge.dispute.created', dispute)
    },

    /** The session's `expires_at` comes early: Stripe closes it (then sends checkout.session.expired). */
    expireNow(sessionId: string) {
      const found = session(sessionId)
      if (found.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${found.status}, not open`)
      found.status = 'expired'
    },

    /**
     * A webhook event about a session as Stripe would post it: the JSON body and its `Stripe-Signature`
     * header, signed as Stripe signs with the webhook secret (or `secret`) at `timestamp` (unix
     * seconds, default now). `checkout.session.*` events carry the session, `charge.*` its charge,
     * `payment_intent.*` its payment intent.
     */
    webhook(type: Stripe.Event.Type, sessionId: string, options: { timestamp?: number; secret?: string } = {}) {
      const found = session(sessionId)
      const intent = found.payment_intent ? intents.get(found.payment_intent) : undefined
      const object = type.startsWith('charge.')
        ? charges.get(intent?.latest_charge ?? '')
        : type.startsWith('payment_intent.')
          ? intent
          : found
      if (!object) throw new Error(`Checkout session ${sessionId} has no payment yet for a ${type} event`)
      return signedEvent(type, object, options)
    },

    /** Stops listening and drops the SDK's kept-alive connections. */
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }

  /** An event as Stripe posts it: the JSON body and its `Stripe-Signature` header. */
  function signedEvent(
    type: Stripe.Event.Type,
    object: unknown,
    options: { timestamp?: number; secret?: string } = {},
  ): SignedWebhook {
    const body = JSON.stringify(
      {
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: seconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      },
      null,
      2,
    )
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp,
    })
    return { body, signature }
  }
}

/**
 * Posts a signed webhook the way Stripe delivers it (JSON body, `Stripe-Signature` header) to `url`,
 * e.g. the shop's `/api/v1/cognito/payment/webhook/stripe`.
 */
export function postWebhookTo(url: string, { body, signature }: SignedWebhook): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
    body,
  })
}
