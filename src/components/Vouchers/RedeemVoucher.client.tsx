'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { errorClass, inputClass, labelClass } from '@/components/Account/styles'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/client/api-client'
import { useApiErrorText } from '@/client/use-api-error-text'

/** Redeem mode: the code from a voucher becomes store credit, and the customer goes to their profile to see it. */
export function RedeemVoucher() {
  const t = useTranslations('vouchers.redeem')
  const errorText = useApiErrorText()
  const router = useRouter()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    const result = await api.call('/cognito/giftVoucher/redeem', { body: { code } })
    if (result.ok) {
      router.push('/profile')
      return
    }
    setBusy(false)
    setProblem(errorText(result))
  }

  return (
    <form onSubmit={submit} className="max-w-md space-y-5" data-testid="voucher-redeem" noValidate>
      <p className="text-soft">{t('intro')}</p>
      {problem ? (
        <p role="alert" className={errorClass} data-testid="voucher-error">
          {problem}
        </p>
      ) : null}
      <label className="block">
        <span className={labelClass}>{t('code')}</span>
        <input
          name="code"
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={`${inputClass} font-mono tracking-widest uppercase`}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          data-testid="voucher-code"
        />
      </label>
      <button
        type="submit"
        className="button-primary"
        disabled={busy || code.trim() === ''}
        aria-busy={busy}
        data-testid="voucher-redeem-submit"
      >
        {busy ? t('redeeming') : t('submit')}
      </button>
    </form>
  )
}
