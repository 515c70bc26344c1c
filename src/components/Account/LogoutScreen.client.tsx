'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { forgetLogin } from '@/accounts/client/session'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/api-client'

/**
 * Ends the session on the server (its cookies and refresh family), tells the other tabs, goes to
 * the home page in the language of this page.
 */
export function LogoutScreen() {
  const t = useTranslations('account')
  const router = useRouter()
  useEffect(() => {
    void api.call('/cognito/user/logout').finally(() => {
      forgetLogin()
      router.replace('/')
    })
  }, [router])
  return (
    <p className="container-page py-24 text-center text-soft" data-testid="logging-out">
      {t('loggingOut')}
    </p>
  )
}
