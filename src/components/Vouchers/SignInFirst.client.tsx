'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { loginPathFor } from '@/lib/safe-redirect'
import { linkClass, noticeClass } from '@/components/Account/styles'

/** An anonymous visitor is asked to sign in, and comes back to this page. */
export function SignInFirst({ text }: { text: string }) {
  const t = useTranslations('vouchers')
  const path = usePathname()
  return (
    <p className={noticeClass} data-testid="voucher-sign-in">
      {text}{' '}
      <a
        href={loginPathFor(path + (typeof window === 'undefined' ? '' : window.location.search))}
        className={linkClass}
      >
        {t('signIn')}
      </a>
    </p>
  )
}
