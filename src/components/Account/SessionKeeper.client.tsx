'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { onSessionChange, readSession } from '@/client/session'
import { requiresSignIn } from '@/lib/safe-redirect'
import { localizedPath, splitLocale } from '@/i18n/localized-path'
import { api, setLoggedOutHandler } from '@/client/api-client'

/** The home page in the language of the page shown now (`/`, `/de`): a complete public path. */
const homeOfThisPage = () => localizedPath(splitLocale(window.location.pathname).locale, '/')

/**
 * Keeps a signed-in session alive: every 10 s it checks whether fewer than 30 s remain on the
 * access token and refreshes (spec section 4). When a refresh fails the user is logged out and
 * sent home (the home page of the language shown). A logout in another tab reaches this one
 * through onSessionChange.
 */
export function SessionKeeper() {
  const router = useRouter()
  useEffect(() => {
    let wasSignedIn = Boolean(readSession())
    const stopHandling = setLoggedOutHandler(() => router.replace(homeOfThisPage()))
    const check = async () => {
      if (!readSession()) return
      // A refused refresh logs out and comes back to the handler above.
      await api.refresh()
    }
    void check()
    const timer = window.setInterval(check, 10_000)
    const stop = onSessionChange(() => {
      const signedIn = Boolean(readSession())
      if (wasSignedIn && !signedIn && requiresSignIn(window.location.pathname)) router.replace(homeOfThisPage())
      wasSignedIn = signedIn
    })
    return () => {
      window.clearInterval(timer)
      stop()
      stopHandling()
    }
  }, [router])
  return null
}
