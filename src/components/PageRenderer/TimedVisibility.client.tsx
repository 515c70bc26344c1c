'use client'

import { type ReactNode, useEffect, useState } from 'react'

import { isWidgetVisible } from '@/content/visibility'

/** The browser checks the clock every minute, so a widget appears or goes at its time without a reload. */
const VISIBILITY_CLOCK_MS = 60_000

export function TimedVisibility({
  style,
  children,
}: {
  style: { hidden_before?: string | null; hidden_after?: string | null }
  children: ReactNode
}) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), VISIBILITY_CLOCK_MS)
    return () => clearInterval(timer)
  }, [])
  return isWidgetVisible(style, new Date(now)) ? <>{children}</> : null
}
