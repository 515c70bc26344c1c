'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Payload's live preview, seen from the previewed page: it tells the back-office it is ready,
 * and draws the page again whenever the document is saved there (both windows share an origin).
 * Payload's own component for this is not published for the version the site runs.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    ;(window.opener || window.parent)?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
