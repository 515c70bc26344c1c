'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useContext, useId, useRef, useState } from 'react'

import { ScopeContext } from '@/components/Account/AccountForm.client'
import { type DatePart, datePartOrder, joinDate, splitDate } from '@/components/Account/date-parts'
import { fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/Account/styles'
import { intlLocale, type Locale } from '@/i18n/locales'

type Props = {
  name: string
  label: string
  hint?: string
  /** An ISO date, or empty. */
  value: string
  onChange: (iso: string) => void
  required?: boolean
  disabled?: boolean
  /** `bday` for a date of birth, which browsers can fill in. */
  autoComplete?: 'bday'
}

const LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 }
const WIDTH: Record<DatePart, string> = { day: 'w-16', month: 'w-16', year: 'w-24' }

/**
 * A date as day, month and year boxes in the order of the page's language (year first in
 * Japanese, Korean and Chinese), digits only; a filled box moves on to the next. What the
 * browser's own date input shows depends on the browser's settings, not the page's language.
 */
export function DateField({ name, label, hint, value, onChange, required, disabled, autoComplete }: Props) {
  const t = useTranslations('account.fields')
  const order = datePartOrder(intlLocale(useLocale() as Locale))
  const id = useId()
  const { errors, clearField } = useContext(ScopeContext)
  const error = errors[name]
  const [parts, setParts] = useState(() => splitDate(value))
  const boxes = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({})
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined

  const change = (part: DatePart, typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, LENGTH[part])
    const next = { ...parts, [part]: digits }
    setParts(next)
    clearField(name)
    onChange(joinDate(next))
    const following = order[order.indexOf(part) + 1]
    if (digits.length === LENGTH[part] && following) boxes.current[following]?.focus()
  }

  return (
    <fieldset aria-describedby={describedBy} data-testid={`date-${name}`}>
      <legend className={labelClass}>{label}</legend>
      <div className="mt-1 flex gap-3">
        {order.map((part) => (
          <div key={part}>
            <label htmlFor={`${id}-${part}`} className="block text-xs text-ink-soft dark:text-mist/70">
              {t(part)}
            </label>
            <input
              ref={(element) => {
                boxes.current[part] = element
              }}
              id={`${id}-${part}`}
              name={`${name}_${part}`}
              className={`${inputClass} ${WIDTH[part]} tabular-nums`}
              inputMode="numeric"
              autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
              maxLength={LENGTH[part]}
              required={required}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              value={parts[part]}
              onChange={(event) => change(part, event.target.value)}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass} data-testid="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  )
}
