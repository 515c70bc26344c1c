'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { api } from '@/client/api-client'

/**
 * An order's page opened with an expired session (a link in an e-mail, hours later): the page
 * cannot renew the session itself, the browser can. It asks who is signed in (which renews the
 * access cookie) and loads the page again once; without a session it shows what a stranger sees.
 */
export function RefreshThenReload({ notFoundText }: { notFoundText: string }) {
  const router = useRouter()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const key = `atelier.reloaded:${window.location.pathname}`
    // Looked once already: the session was renewed and the order is still not this viewer's.
    const lookedAgain = sessionStorage.getItem(key) !== null
    sessionStorage.removeItem(key)
    const renewed = lookedAgain
      ? Promise.resolve(false)
      : api.call('/cognito/user/authUser').then((result) => result.ok)
    void renewed.then((ok) => {
      if (!ok) return setFailed(true)
      sessionStorage.setItem(key, '1')
      router.refresh()
    })
  }, [router])
  return (
    <p className="container-page py-24 text-center text-soft" aria-busy={!failed} role="status">
      {failed ? notFoundText : '…'}
    </p>
  )
}
