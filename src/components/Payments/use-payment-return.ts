'use client'

import { useEffect, useState } from 'react'

import { api } from '@/lib/api-client'

/** How often and how long a return page asks again while the gateway has not settled the payment. */
const RETRY_MS = 2000
const RETRIES = 10

export type PaymentReturn = 'checking' | 'paid' | 'failed'

/**
 * Back from the payment page (the address carries `payum_token`): asks the server about the
 * payment, again while it is still open, and answers where it stands; null on a page that is not a
 * return. Used by the screens that take payments beside the checkout: vouchers, paid forms.
 */
export function usePaymentReturn(): PaymentReturn | null {
  const [token] = useState(() =>
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('payum_token'),
  )
  const [state, setState] = useState<PaymentReturn | null>(token ? 'checking' : null)
  useEffect(() => {
    if (!token) return
    let live = true
    let tries = 0
    const ask = async () => {
      const result = await api.call('/cognito/payment/checkPaid', { query: { payum_token: token } })
      if (!live) return
      const status = result.ok ? result.data.payment?.status : 'failed'
      if (status === 'open' && ++tries < RETRIES) setTimeout(() => void ask(), RETRY_MS)
      else setState(status === 'paid' ? 'paid' : 'failed')
    }
    void ask()
    return () => {
      live = false
    }
  }, [token])
  return state
}
