import { errorClass, noticeClass } from '@/components/Account/styles'

export function FormMessage({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error)
    return (
      <p role="alert" className={errorClass} data-testid="form-error">
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
