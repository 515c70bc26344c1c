/**
 * What the checkout needs of a payment gateway with a hosted payment page. The shop opens a
 * payment for an order's total and sends the customer to the gateway's page; the gateway sends
 * the customer back (with the payment's token in `payum_token`) and calls the shop back with a
 * signed message. Either way the shop asks the gateway for the payment's state before it
 * fulfils anything: a token or callback is never trusted for what it says on its own.
 */
/** `credit`: an order paid in full with store credit (src/commerce/payments/credit-gateway.ts). */
export type GatewayName = 'test' | 'stripe' | 'credit'

export type PaymentRequest = {
  /** The order's reference, shown on the gateway's page and kept with the payment. */
  reference: string
  amountCents: number
  description: string
  customerEmail: string
  /** Where the customer comes back after paying; `{TOKEN}` stands for the payment's token. */
  returnUrl: string
  /** Where the customer goes on giving up (the payment page's back link). */
  cancelUrl: string
  /** The payment page closes at this time: the order's stock hold lapses then. */
  expiresAt: Date
  /** The customer's language, for the payment page. */
  locale: string
}

export type OpenedPayment = { token: string; url: string }

/** `disputed`: the customer's bank took the money back (a chargeback); `refunded`: all of it went back. */
export type PaymentStatus = 'open' | 'paid' | 'failed' | 'expired' | 'refunded' | 'disputed'

export type PaymentState = {
  status: PaymentStatus
  reference: string
  amountCents: number
  /** The gateway's id of the charge, for a refund (Stripe's payment intent). */
  charge: string | null
  /** How much has gone back to the customer so far (refunds, or a dispute's amount). */
  returnedCents: number
}

/**
 * A verified callback: which payment it is about, by its token, or by its charge for what happens
 * to the money afterwards (a refund made at the gateway, a dispute).
 */
export type GatewayCallback = { token: string } | { charge: string }

export interface PaymentGateway {
  readonly name: GatewayName
  open(request: PaymentRequest): Promise<OpenedPayment>
  /** The payment as the gateway knows it now; null when it knows no such token. */
  state(token: string): Promise<PaymentState | null>
  /** Closes an unpaid payment page so it can no longer be paid (an order superseded or lapsed). */
  expire(token: string): Promise<void>
  /**
   * Gives the payment back to the customer: all of it, or `amountCents` of it. `key` names this
   * refund: asked again with the same key (after a crash, or by two instances), the gateway
   * refunds once. Without one, a refund is named by the token and the amount.
   */
  refund(token: string, amountCents?: number, key?: string): Promise<void>
  /**
   * Checks a callback's signature (refusing one older than 300 s) and reads it: the payment it is
   * about, or null for an event the shop has no use for. A bad signature throws
   * DomainError('webhook_signature_invalid').
   */
  readCallback(rawBody: string, signature: string | null): Promise<GatewayCallback | null>
}
