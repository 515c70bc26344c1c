import { errorClass, noticeClass } from '@/components/Account/styles'

/**
 * A form's alert or notice. The alert can take the focus (`data-form-alert`): a failed submit
 * with no field at fault moves the focus to it.
 */
export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error)
    return (
      <p role="alert" tabIndex={-1} className={errorClass} data-testid="form-error" data-form-alert>
        {error}
      </p>
    )
  if (notice)
    return (
      <p role="status" className={noticeClass} data-testid="form-notice">
        {notice}
      </p>
    )
  return null
}
