'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { inputClass, labelClass } from '@/components/Account/styles'

/** A promotion code: applied by the server on the next price, or refused with the reason it gives. */
export function PromotionField({
  applied,
  refusal,
  onApply,
}: {
  applied: string
  refusal: string
  onApply: (code: string) => void
}) {
  const t = useTranslations('checkout.promotion')
  const [code, setCode] = useState(applied)
  const id = useId()
  if (applied)
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm" role="status" data-testid="promotion-applied">
        <span>{t('applied', { code: applied })}</span>
        <button
          type="button"
          className="underline"
          onClick={() => {
            setCode('')
            onApply('')
          }}
        >
          {t('remove')}
        </button>
      </p>
    )
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        {t('label')}
      </label>
      <div className="flex gap-3">
        <input
          id={id}
          name="promotion_code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              onApply(code.trim())
            }
          }}
          autoCapitalize="characters"
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          aria-invalid={refusal ? true : undefined}
          className={`${inputClass} mt-0 min-w-0 flex-1 uppercase`}
        />
        <button type="button" className="button-quiet" onClick={() => onApply(code.trim())}>
          {t('apply')}
        </button>
      </div>
      {refusal ? (
        <p id={`${id}-refusal`} className="text-sm text-danger" role="alert" data-testid="promotion-refusal">
          {refusal}
        </p>
      ) : null}
    </div>
  )
}
