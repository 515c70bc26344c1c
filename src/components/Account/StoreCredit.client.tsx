'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { formatPrice } from '@/commerce/money'
import { intlLocale } from '@/i18n/locales'
import { api } from '@/client/api-client'

/** The signed-in customer's store credit, as the server has it now. */
function useCreditBalance() {
  const [balance, setBalance] = useState<number | null>(null)
  useEffect(() => {
    void api.call('/cognito/user/creditBalance').then((r) => r.ok && setBalance(r.data.balance))
  }, [])
  return balance
}

/** The balance alone, for a list of the account's figures. */
export function CreditBalance() {
  const locale = useLocale()
  const balance = useCreditBalance()
  return <span data-testid="credit-balance">{balance === null ? '…' : formatPrice(balance, intlLocale(locale))}</span>
}

/** The profile's line of store credit, shown once there is some (a voucher redeemed lands here). */
export function StoreCreditNote() {
  const t = useTranslations('account.myAccount')
  const locale = useLocale()
  const balance = useCreditBalance()
  if (!balance) return null
  return (
    <p
      className="mb-6 flex items-baseline justify-between gap-4 rounded-lg bg-paper-deep px-4 py-3 dark:bg-night"
      data-testid="profile-credit"
    >
      <span className="eyebrow">{t('storeCredit')}</span>
      <span className="text-lg" data-testid="credit-balance">
        {formatPrice(balance, intlLocale(locale))}
      </span>
    </p>
  )
}
