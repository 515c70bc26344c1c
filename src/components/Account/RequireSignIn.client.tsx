'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

import { rememberPath } from '@/client/session'
import { loginPathFor } from '@/lib/safe-redirect'
import { api } from '@/client/api-client'
import type { User } from '@/client/api-endpoints'

/**
 * Shows its children only to a signed-in visitor. Anyone else is sent to the login page in this
 * page's language (replacing this history entry) with the full public path remembered
 * (`/de/login?next=%2Fde%2Fprofile`, a complete address, so followed without adding a prefix),
 * and comes back here after logging in; a visitor whose session the server ended is on the way
 * home already (spec section 8). With `signedOut`, a visitor without a session signs in here instead.
 */
export function RequireSignIn({
  children,
  signedOut,
}: {
  children: (user: User, reload: () => void) => ReactNode
  /** What a signed-out visitor sees instead of being sent to the login page; it calls `done` once signed in. */
  signedOut?: (done: () => void) => ReactNode
}) {
  const t = useTranslations('account')
  const router = useRouter()
  const [user, setUser] = useState<User | null>(null)
  const [out, setOut] = useState(false)
  const [version, setVersion] = useState(0)
  const here = Boolean(signedOut)
  useEffect(() => {
    let live = true
    void api.call('/cognito/user/authUser').then((result) => {
      if (!live) return
      if (result.ok) {
        setOut(false)
        return setUser(result.data)
      }
      if (result.loggedOut) return
      if (here) return setOut(true)
      const path = window.location.pathname + window.location.search + window.location.hash
      rememberPath(path)
      router.replace(loginPathFor(path))
    })
    return () => {
      live = false
    }
  }, [router, version, here])
  const reload = () => setVersion((v) => v + 1)
  if (!user && out && signedOut) return <>{signedOut(reload)}</>
  if (!user) {
    return (
      <div className="container-page py-24 text-center text-soft" aria-busy="true" data-testid="signin-check">
        {t('signInCheck')}
      </div>
    )
  }
  return <>{children(user, reload)}</>
}
