import { createHmac, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { port, siteUrl } from '@/lib/env'
import { loadSecret } from '@/lib/secret'

import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'

import { signCallback, verifyCallback } from '@/commerce/payments/callback-signature'
import type { PaymentGateway, PaymentState, PaymentStatus } from '@/commerce/payments/gateway'

/** Where the test gateway delivers its callbacks: the site's own webhook route. */
export const TEST_CALLBACK_PATH = '/api/v1/cognito/payment/webhook/test'

let secret: string | undefined
/** The secret the test gateway signs its callbacks with, derived from the site's secret. */
export const testGatewaySecret = () =>
  (secret ??= createHmac('sha256', loadSecret()).update('test-gateway').digest('hex'))

type Row = {
  status: string
  reference: string
  amount_cents: unknown
  refunded_cents: unknown
  /** The keys of the refunds made, each between spaces: a refund asked again with its key is made once. */
  refund_keys: string | null
  expires_at: string
  return_url: string
}

async function find(db: Db, token: string): Promise<Row | undefined> {
  return (
    await query<Row>(
      db,
      sql`SELECT "status", "reference", "amount_cents", "refunded_cents", "refund_keys", "expires_at", "return_url" FROM "test_payments" WHERE "token" = ${token}`,
    )
  )[0]
}

/** The payment as its page and the shop see it: an open one past its time counts as expired. */
function stateOf(row: Row): PaymentState {
  const expired = row.status === 'open' && Date.parse(row.expires_at) <= Date.now()
  const status = (expired ? 'expired' : row.status === 'declined' ? 'failed' : row.status) as PaymentStatus
  const amountCents = Number(row.amount_cents)
  const returnedCents = status === 'refunded' || status === 'disputed' ? amountCents : Number(row.refunded_cents ?? 0)
  return { status, reference: row.reference, amountCents, charge: null, returnedCents }
}

/**
 * The built-in gateway of a site without Stripe: a hosted page on the site (`/pay/test/{token}`)
 * with Pay and Decline. It keeps its payments in a table of its own and tells the shop of an
 * outcome the way a real gateway does, by a signed callback over HTTP, and by sending the
 * customer back with the token. Its table is in the shop's database, so its writes join the
 * caller's transaction when there is one (a refund from a back-office save).
 */
export function createTestGateway(db: Db): PaymentGateway {
  const { payload } = db
  return {
    name: 'test',
    async open(request) {
      const token = `tp_${randomBytes(18).toString('base64url')}`
      await payload.create({
        collection: 'test-payments',
        data: {
          token,
          reference: request.reference,
          description: request.description,
          amount_cents: request.amountCents,
          return_url: request.returnUrl.replace('{TOKEN}', token),
          cancel_url: request.cancelUrl,
          expires_at: request.expiresAt.toISOString(),
          status: 'open',
        },
        overrideAccess: true,
        req: db.req,
      })
      const locale = isLocale(request.locale) ? request.locale : 'en'
      return { token, url: `${siteUrl}${localizedPath(locale, `/pay/test/${token}`)}` }
    },
    async state(token) {
      const row = await find(db, token)
      return row ? stateOf(row) : null
    },
    async expire(token) {
      await query(
        db,
        sql`UPDATE "test_payments" SET "status" = 'expired' WHERE "token" = ${token} AND "status" = 'open' RETURNING "id"`,
      )
    },
    async refund(token, amountCents, key) {
      const row = await find(db, token)
      if (!row) throw new DomainError('payment_not_found')
      const made = (keys: string | null) => Boolean(key && keys?.includes(` ${key} `))
      if (made(row.refund_keys) || row.status === 'refunded') return
      if (row.status !== 'paid') throw new DomainError('refund_not_allowed')
      // Part of a payment goes back as a refunded amount; the whole of it turns the payment refunded.
      const cents = amountCents ?? Number(row.amount_cents) - Number(row.refunded_cents ?? 0)
      const keys = key ? sql`COALESCE("refund_keys", ' ') || ${`${key} `}` : sql`"refund_keys"`
      const unmade = key ? sql`AND COALESCE("refund_keys", '') NOT LIKE ${`% ${key} %`}` : sql``
      const refunded = await query(
        db,
        sql`UPDATE "test_payments" SET "refunded_cents" = COALESCE("refunded_cents", 0) + ${cents}, "refund_keys" = ${keys},
              "status" = CASE WHEN COALESCE("refunded_cents", 0) + ${cents} >= "amount_cents" THEN 'refunded' ELSE "status" END
            WHERE "token" = ${token} AND "status" = 'paid' AND COALESCE("refunded_cents", 0) + ${cents} <= "amount_cents"
            ${unmade} RETURNING "token"`,
      )
      // Not refunded: the same key made it meanwhile, or there is not that much left to give back.
      if (!refunded[0] && !made((await find(db, token))?.refund_keys ?? null))
        throw new DomainError('refund_not_allowed')
    },
    async readCallback(rawBody, signature) {
      if (!verifyCallback(testGatewaySecret(), rawBody, signature)) throw new DomainError('webhook_signature_invalid')
      const token = (JSON.parse(rawBody) as { token?: unknown }).token
      return typeof token === 'string' ? { token } : null
    },
  }
}

/**
 * The customer pressed Pay or Decline on the test page: the payment moves on once (a second
 * press, or one after the page closed, is refused), the shop is called back, and the answer is
 * where the customer goes next.
 */
export async function completeTestPayment(payload: Payload, token: string, outcome: 'paid' | 'declined') {
  const db: Db = { payload }
  const row = await find(db, token)
  if (!row) throw new DomainError('payment_not_found')
  const state = stateOf(row)
  if (state.status === 'paid' || state.status === 'refunded') throw new DomainError('payment_already_complete')
  if (state.status !== 'open') throw new DomainError('payment_closed')
  const changed = await query(
    db,
    sql`UPDATE "test_payments" SET "status" = ${outcome} WHERE "token" = ${token} AND "status" = 'open' RETURNING "id"`,
  )
  if (!changed[0]) throw new DomainError('payment_already_complete')
  void deliverCallback(token)
  return { returnUrl: row.return_url }
}

/** A real gateway's callback: signed, over HTTP, tried a few times. The return page checks the payment too. */
async function deliverCallback(token: string) {
  const body = JSON.stringify({ token })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${TEST_CALLBACK_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Atelier-Signature': signCallback(testGatewaySecret(), body) },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      if (response.ok) return
    } catch {
      // No server listening (a script or a test), or it is busy: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)))
  }
}
