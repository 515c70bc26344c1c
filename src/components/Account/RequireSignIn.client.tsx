'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

import { callSignedIn, rememberPath } from '@/accounts/client/session'
import type { PresentedUser } from '@/accounts/profile'
import { loginPathFor } from '@/accounts/safe-redirect'

/**
 * Shows its children only to a signed-in visitor. Anyone else is sent to /login (replacing this
 * history entry) with the full path remembered, and comes back here after logging in.
 */
export function RequireSignIn({ children }: { children: (user: PresentedUser, reload: () => void) => ReactNode }) {
  const router = useRouter()
  const [user, setUser] = useState<PresentedUser | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    void callSignedIn<PresentedUser>('/cognito/user/authUser').then((result) => {
      if (!live) return
      if (result.ok) return setUser(result.data)
      const path = window.location.pathname + window.location.search + window.location.hash
      rememberPath(path)
      router.replace(loginPathFor(path))
    })
    return () => {
      live = false
    }
  }, [router, version])
  if (!user) {
    return (
      <div className="container-page py-24 text-center text-soft" aria-busy="true" data-testid="signin-check">
        One moment…
      </div>
    )
  }
  return <>{children(user, () => setVersion((v) => v + 1))}</>
}
