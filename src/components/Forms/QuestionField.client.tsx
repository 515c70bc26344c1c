'use client'

import { useTranslations } from 'next-intl'
import { useContext, useId } from 'react'

import { ScopeContext } from '@/components/Account/AccountForm.client'
import { DateField } from '@/components/Account/DateField.client'
import { fieldErrorClass, inputClass, labelClass, selectClass } from '@/components/Account/styles'
import { RequiredMark, SignaturePad } from '@/components/Forms/SignaturePad.client'
import type { FormQuestion } from '@/forms/present-form'
import { langOf } from '@/i18n/in-english'

/** Each kind's input: its type and the keyboard phones should show. */
const inputs: Record<
  string,
  { type: string; inputMode?: 'decimal' | 'numeric' | 'tel' | 'email'; step?: string; autoComplete?: string }
> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  password: { type: 'password', autoComplete: 'new-password' },
  number: { type: 'number', inputMode: 'decimal', step: 'any' },
  currency: { type: 'number', inputMode: 'decimal', step: '0.01' },
  percent: { type: 'number', inputMode: 'decimal', step: 'any' },
  time: { type: 'time' },
}

type Props = {
  question: FormQuestion
  /** The paragraph's HTML, made safe on the server. */
  html?: string
  value: string | boolean
  onChange: (value: string | boolean) => void
}

/** One question of a form, as its kind asks: its label (a star when required), its input, its error. */
export function QuestionField({ question: q, html, value, onChange }: Props) {
  const t = useTranslations('forms')
  const id = useId()
  const { errors, clearField } = useContext(ScopeContext)
  const name = `data.${q.name}`
  const error = errors[name]
  const set = (next: string | boolean) => {
    clearField(name)
    onChange(next)
  }
  const common = {
    id,
    name,
    required: q.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  const label = (
    <label htmlFor={id} className={`${labelClass} whitespace-pre-line`}>
      {/* The artist's words keep their own direction (an English question mark stays at its end in Arabic). */}
      <bdi lang={langOf(q.in_english, 'label')}>{q.label}</bdi>
      {q.required ? <RequiredMark /> : null}
    </label>
  )
  const errorLine = error ? (
    <p id={`${id}-error`} className={fieldErrorClass} data-testid="field-error">
      {error}
    </p>
  ) : null

  switch (q.type) {
    case 'header':
      return (
        <h3 className="pt-2 text-xl">
          <bdi lang={langOf(q.in_english, 'text')}>{q.text}</bdi>
        </h3>
      )
    case 'content':
      return (
        <div
          className="prose-atelier text-soft"
          lang={langOf(q.in_english, 'content')}
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
        />
      )
    case 'signature':
      return (
        <SignaturePad
          name={name}
          label={q.label}
          required={q.required}
          error={error}
          onChange={(dataUrl) => set(dataUrl)}
        />
      )
    case 'checkbox':
      return (
        <div>
          <div className="flex items-start gap-3">
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(e) => set(e.target.checked)}
              className="mt-1 size-5 shrink-0 accent-ink dark:accent-ochre"
            />
            {label}
          </div>
          {errorLine}
        </div>
      )
    case 'textarea':
      return (
        <div>
          {label}
          <textarea
            {...common}
            rows={6}
            maxLength={q.max_length ?? undefined}
            value={String(value)}
            onChange={(e) => set(e.target.value)}
            className={inputClass}
          />
          {errorLine}
        </div>
      )
    case 'select':
      return (
        <div>
          {label}
          <select {...common} value={String(value)} onChange={(e) => set(e.target.value)} className={selectClass}>
            <option value="">{t('choose')}</option>
            {q.options.map((o) => (
              <option key={o.value} value={o.value} lang={o.lang}>
                {o.label}
              </option>
            ))}
          </select>
          {errorLine}
        </div>
      )
    case 'date':
      return <DateField name={name} label={q.label} value={String(value)} onChange={set} required={q.required} />
    case 'datetime': {
      const [date = '', time = ''] = String(value).split('T')
      const join = (d: string, h: string) => set(d || h ? `${d}T${h}` : '')
      return (
        <fieldset className="space-y-2">
          <legend className={labelClass}>
            <bdi lang={langOf(q.in_english, 'label')}>{q.label}</bdi>
            {q.required ? <RequiredMark /> : null}
          </legend>
          <DateField name={name} label={t('date')} value={date} onChange={(d) => join(d, time)} required={q.required} />
          <label className="block text-sm">
            {t('time')}
            <input type="time" value={time} onChange={(e) => join(date, e.target.value)} className={inputClass} />
          </label>
        </fieldset>
      )
    }
    default: {
      const kind = inputs[q.type] ?? inputs.text
      return (
        <div>
          {label}
          <input
            {...common}
            type={kind.type}
            inputMode={kind.inputMode}
            step={kind.step}
            autoComplete={kind.autoComplete}
            min={q.min ?? undefined}
            max={q.max ?? undefined}
            maxLength={q.max_length ?? undefined}
            value={String(value)}
            onChange={(e) => set(e.target.value)}
            className={inputClass}
          />
          {errorLine}
        </div>
      )
    }
  }
}
