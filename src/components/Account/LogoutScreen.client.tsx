'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { forgetLogin } from '@/client/session'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/client/api-client'

/**
 * Ends the session on the server (its cookies and refresh family), tells the other tabs, goes to
 * the home page in the language of this page. Reached from another website (`ask`), it asks
 * first: a link elsewhere must not be able to sign a visitor out.
 */
export function LogoutScreen({ ask }: { ask: boolean }) {
  const t = useTranslations('account')
  const router = useRouter()
  const [confirmed, setConfirmed] = useState(false)
  const leaving = !ask || confirmed
  useEffect(() => {
    if (!leaving) return
    void api.call('/cognito/user/logout').finally(() => {
      forgetLogin()
      router.replace('/')
    })
  }, [leaving, router])
  if (leaving)
    return (
      <p className="container-page py-24 text-center text-soft" data-testid="logging-out">
        {t('loggingOut')}
      </p>
    )
  return (
    <div className="container-page flex flex-col items-center gap-6 py-24 text-center" data-testid="logout-ask">
      <p>{t('logoutAsk')}</p>
      <button type="button" className="button-primary" onClick={() => setConfirmed(true)} data-testid="logout-confirm">
        {t('titles.logout')}
      </button>
    </div>
  )
}
