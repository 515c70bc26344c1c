import type { Payload } from 'payload'

import { CHECKOUT_SETTINGS_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'

import type { GatewayName } from '@/commerce/payments/gateway'

export type CheckoutSettingsValues = {
  holdMinutes: number
  ordersEmail: string | null
  surchargePercent: Record<GatewayName, number>
}

/** The checkout's settings from the back-office (kept in memory until saved), with their defaults (a 15-minute hold, no surcharge). */
export function readCheckoutSettings(payload: Payload): Promise<CheckoutSettingsValues> {
  return memo('checkout-settings', [CHECKOUT_SETTINGS_TAG], () => loadCheckoutSettings(payload))
}

async function loadCheckoutSettings(payload: Payload): Promise<CheckoutSettingsValues> {
  const settings = await payload.findGlobal({ slug: 'checkout-settings', depth: 0, overrideAccess: true })
  return {
    holdMinutes: settings.hold_minutes ?? 15,
    ordersEmail: settings.orders_email ?? null,
    surchargePercent: {
      stripe: settings.card_surcharge_percent ?? 0,
      test: settings.test_gateway_surcharge_percent ?? 0,
      credit: 0,
    },
  }
}

/** The surcharge a gateway adds to an amount: its percentage, rounded to the cent. */
export const surchargeCents = (settings: CheckoutSettingsValues, gateway: GatewayName, amountCents: number) =>
  Math.round((amountCents * Math.round((settings.surchargePercent[gateway] ?? 0) * 100)) / 10_000)
