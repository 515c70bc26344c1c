'use client'

import { useTranslations } from 'next-intl'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'

import { useApiErrorText, type FailedCall } from '@/client/use-api-error-text'

import { formProblems, splitIssues, type Problem } from '@/components/Account/form-problems'
import { fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/Account/styles'

type Scope = { errors: Record<string, string>; clearField: (name: string) => void }
export const ScopeContext = createContext<Scope>({ errors: {}, clearField: () => {} })

/**
 * The state of an account form: each field's error, the form's alert and notice. After a failed
 * submit (the browser's checks or the server's answer) the first invalid field gets the focus, or
 * the alert when no field is at fault. Everything it looks after sits inside its `FormScope`.
 */
export function useAccountForm() {
  const t = useTranslations('account')
  const errorText = useApiErrorText()
  // The element of the form's FormScope, set through its callback ref.
  const [scope, setScope] = useState<HTMLDivElement | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [failures, setFailures] = useState(0)

  useEffect(() => {
    if (!failures) return
    const target =
      scope?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      scope?.querySelector<HTMLElement>('[data-form-alert]')
    target?.focus()
  }, [failures, scope])

  const problemText = (problem: Problem) =>
    problem.key === 'tooShort' ? t('validation.tooShort', { min: problem.min }) : t(`validation.${problem.key}`)

  const show = (fields: Record<string, string>, alert: string | null) => {
    setErrors(fields)
    setError(alert)
    setNotice(null)
    setFailures((n) => n + 1)
  }

  const clearField = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!(name in current)) return current
        const rest = { ...current }
        delete rest[name]
        return rest
      }),
    [],
  )

  return {
    setScope,
    errors,
    error,
    notice,
    setNotice,
    clearField,
    /** Forgets every error and the notice, before a new try. */
    reset: () => {
      setErrors({})
      setError(null)
      setNotice(null)
    },
    /** Checks a form's fields before sending it: true when all is well, else shows what is wrong. */
    check: (form: HTMLFormElement): boolean => {
      const inputs = Array.from(form.elements).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement)
      const problems = formProblems(inputs)
      if (problems.length === 0) return true
      show(Object.fromEntries(problems.map(([name, problem]) => [name, problemText(problem)])), null)
      return false
    },
    /** Shows a problem the page found itself at one field. */
    failField: (name: string, text: string) => show({ [name]: text }, null),
    /** Shows a failed call: issues at their fields when the form shows them, the rest in the alert. */
    fail: (result: FailedCall) => {
      const { fields, rest } = splitIssues(result.error.issues, (name) =>
        Boolean(scope?.querySelector(`[name="${CSS.escape(name)}"]:not([disabled])`)),
      )
      const alert = rest.length ? rest.join(' ') : Object.keys(fields).length ? null : errorText(result)
      show(fields, alert)
    },
  }
}

export type AccountForm = ReturnType<typeof useAccountForm>

/** The part of the page a form's errors and focus belong to: its alert and its fields. */
export function FormScope({
  form,
  className,
  children,
}: {
  form: AccountForm
  className?: string
  children: ReactNode
}) {
  const { errors, clearField, setScope } = form
  const value = useMemo(() => ({ errors, clearField }), [errors, clearField])
  return (
    <ScopeContext.Provider value={value}>
      <div ref={setScope} className={className}>
        {children}
      </div>
    </ScopeContext.Provider>
  )
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'> & {
  name: string
  label: ReactNode
  hint?: ReactNode
  /** Classes added to the input's own. */
  inputClassName?: string
}

/**
 * A labelled input whose hint and error are tied to it (`aria-describedby`), marked
 * `aria-invalid` while its error shows; typing in it clears the error.
 */
export function Field({ name, label, hint, inputClassName, onChange, ...input }: FieldProps) {
  const id = useId()
  const { errors, clearField } = useContext(ScopeContext)
  const error = errors[name]
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className={inputClassName ? `${inputClass} ${inputClassName}` : inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          clearField(name)
          onChange?.(event)
        }}
      />
      {error ? (
        <p id={errorId} className={fieldErrorClass} data-testid="field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** The e-mail address of the account forms (named `username` where a password manager looks for it). */
export function EmailField({
  name = 'email',
  autoComplete = 'email',
  ...field
}: Omit<FieldProps, 'name' | 'label' | 'type' | 'required'> & { name?: string }) {
  const t = useTranslations('account')
  return <Field {...field} label={t('fields.email')} type="email" name={name} autoComplete={autoComplete} required />
}

/** The six-digit code of a login or recovery mail: digits only, whatever comes with them when pasted. */
export function CodeField({
  onDigits,
  ...field
}: Omit<FieldProps, 'name' | 'label' | 'onChange' | 'required'> & { onDigits: (code: string) => void }) {
  const t = useTranslations('account')
  return (
    <Field
      {...field}
      label={t('fields.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      required
      onChange={(e) => onDigits(e.target.value.replace(/\D/g, ''))}
    />
  )
}

/**
 * A form of the mail's six-digit code alone, as the login and the sign-up ask for it: checked in
 * the page, then handed on. `before` comes above the field; `children` (its buttons) below.
 */
export function CodeForm({
  form,
  code,
  onDigits,
  onCode,
  testId,
  className = 'space-y-5',
  before,
  children,
}: {
  form: AccountForm
  code: string
  onDigits: (code: string) => void
  onCode: (code: string) => void
  testId: string
  className?: string
  before?: ReactNode
  children: ReactNode
}) {
  return (
    <form
      noValidate
      className={className}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault()
        if (form.check(event.currentTarget)) onCode(code)
      }}
    >
      {before}
      <CodeField inputClassName="text-center font-mono text-2xl tracking-[0.5em]" value={code} onDigits={onDigits} />
      {children}
    </form>
  )
}
