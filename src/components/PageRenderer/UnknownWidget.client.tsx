'use client'

import { useTranslations } from 'next-intl'

import { useSignedIn } from '@/client/use-signed-in'

/**
 * A widget whose kind the site does not know (stored before its type was removed, say). Visitors
 * see nothing; a signed-in user sees which kind it is, to fix it in the back-office.
 */
export function UnknownWidget({ kind }: { kind: string }) {
  const t = useTranslations('widgets')
  const signedIn = useSignedIn()
  if (!signedIn) return null
  return (
    <p
      data-testid="unknown-widget"
      className="rounded-sm border border-dashed border-ink/30 px-4 py-3 text-sm text-ink-soft dark:border-mist/30 dark:text-mist/70"
    >
      {t('unknownWidget', { kind })}
    </p>
  )
}
