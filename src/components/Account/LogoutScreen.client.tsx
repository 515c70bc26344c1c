'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { forgetLogin } from '@/accounts/client/session'
import { api } from '@/lib/api-client'

/** Ends the session on the server (its cookies and refresh family), tells the other tabs, goes home. */
export function LogoutScreen() {
  const router = useRouter()
  useEffect(() => {
    void api.call('/cognito/user/logout').finally(() => {
      forgetLogin()
      router.replace('/')
    })
  }, [router])
  return (
    <p className="container-page py-24 text-center text-soft" data-testid="logging-out">
      Logging you out…
    </p>
  )
}
