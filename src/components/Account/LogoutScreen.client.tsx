'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { callApi, forgetLogin } from '@/accounts/client/session'

/** Ends the session on the server (its cookies and refresh family), tells the other tabs, goes home. */
export function LogoutScreen() {
  const router = useRouter()
  useEffect(() => {
    void callApi('/cognito/user/logout').finally(() => {
      forgetLogin()
      router.replace('/')
    })
  }, [router])
  return <p className="container-page py-24 text-center text-soft" data-testid="logging-out">Logging you out…</p>
}
