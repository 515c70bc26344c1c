'use client'

import { useEffect, useState } from 'react'

import { onSessionChange, readSession } from '@/client/session'

/** Whether someone is signed in, in this tab or another; null until the browser has checked. */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null)
  useEffect(() => {
    const update = () => setSignedIn(Boolean(readSession()))
    update()
    return onSessionChange(update)
  }, [])
  return signedIn
}
