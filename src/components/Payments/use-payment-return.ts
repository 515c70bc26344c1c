'use client'

import { useEffect, useState } from 'react'

import { api } from '@/client/api-client'
import type { Endpoints } from '@/client/api-endpoints'
import type { FailedCall } from '@/client/use-api-error-text'

/** How often and how long a return page asks again while the gateway has not settled the payment. */
const RETRY_MS = 2000
const RETRIES = 10

type Checked = Endpoints['/cognito/payment/checkPaid']['response']

/** What the return page learnt: the last answer, a refused call, and whether it has stopped asking. */
export type PaymentCheck = { checked: Checked | null; failure: FailedCall | null; done: boolean }

/**
 * Back from the payment page (the address carries `payum_token`): asks the server about the
 * payment, again every 2 s while it is still open (10 times at most). Null on a page that is not
 * a return, unless `returnPage` (the checkout's own return page asks regardless, and shows the
 * server's refusal). The screens that take payments beside it (vouchers, paid forms) read it too.
 */
export function usePaymentCheck(returnPage = false): PaymentCheck | null {
  const [token] = useState(() => {
    if (typeof window === 'undefined') return null
    const given = new URLSearchParams(window.location.search).get('payum_token')
    return given ?? (returnPage ? '' : null)
  })
  const [check, setCheck] = useState<PaymentCheck | null>(
    token === null ? null : { checked: null, failure: null, done: false },
  )
  useEffect(() => {
    if (token === null) return
    let live = true
    let tries = 0
    const ask = async () => {
      const result = await api.call('/cognito/payment/checkPaid', { query: { payum_token: token } })
      if (!live) return
      if (!result.ok) return setCheck({ checked: null, failure: result, done: true })
      const again = result.data.payment?.status === 'open' && ++tries < RETRIES
      setCheck({ checked: result.data, failure: null, done: !again })
      if (again) setTimeout(() => void ask(), RETRY_MS)
    }
    void ask()
    return () => {
      live = false
    }
  }, [token])
  return check
}

export type PaymentReturn = 'checking' | 'paid' | 'failed'

/** Where a returned payment stands for a screen that only says paid or failed; null when not a return. */
export function usePaymentReturn(): PaymentReturn | null {
  const check = usePaymentCheck()
  if (!check) return null
  if (!check.done) return 'checking'
  return check.checked?.payment?.status === 'paid' ? 'paid' : 'failed'
}
