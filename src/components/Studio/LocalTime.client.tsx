'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}
const format: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
}

/** A moment in the reader's own clock and language; the server does not know her time zone. */
export function LocalTime({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    never,
    () => new Date(iso).toLocaleString(undefined, format),
    () => '',
  )
  return <time dateTime={iso}>{text}</time>
}
