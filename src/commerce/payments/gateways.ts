import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { env } from '@/lib/env'

import type { GatewayName, PaymentGateway } from '@/commerce/payments/gateway'
import { createCreditGateway } from '@/commerce/payments/credit-gateway'
import { createStripeGateway } from '@/commerce/payments/stripe-gateway'
import { createTestGateway } from '@/commerce/payments/test-gateway'

/** The payment types the checkout offers: Stripe when it is set up, else the built-in test gateway. */
export const offeredGateways = (): Exclude<GatewayName, 'credit'>[] => (env.stripe ? ['stripe'] : ['test'])

let stripe: { key: string; gateway: PaymentGateway } | undefined

/**
 * A gateway by name, for a new payment (it must be offered) or an existing one (it must be set up).
 * The test gateway keeps its payments in the shop's database and works in `db`'s transaction.
 */
export function gatewayNamed(db: Db, name: string): PaymentGateway {
  if (name === 'test' && !env.stripe) return createTestGateway(db)
  if (name === 'credit') return createCreditGateway(db)
  if (name === 'stripe' && env.stripe) {
    const key = JSON.stringify(env.stripe)
    if (stripe?.key !== key) stripe = { key, gateway: createStripeGateway(env.stripe) }
    return stripe.gateway
  }
  throw new DomainError('payment_gateway_unknown')
}
