'use client'

import { useTranslations } from 'next-intl'

import { useSignedIn } from '@/client/use-signed-in'
import { Link } from '@/i18n/navigation'

/** The header's sign-in link, or the account link once signed in (in every open tab). */
export function AccountLink() {
  const t = useTranslations('shell')
  const signedIn = useSignedIn()
  const label = signedIn ? t('yourAccount') : t('signIn')
  return (
    <Link
      href={signedIn ? '/my-account' : '/login'}
      aria-label={label}
      title={label}
      data-testid="account-link"
      data-signed-in={signedIn ? 'true' : 'false'}
      className="icon-button relative"
    >
      <svg viewBox="0 0 24 24" className="icon" aria-hidden>
        <circle cx="12" cy="8.5" r="3.5" />
        <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
      </svg>
      {signedIn ? (
        <span className="absolute end-1.5 bottom-1.5 size-2 rounded-full bg-accent ring-2 ring-paper dark:bg-ochre dark:ring-night" />
      ) : null}
    </Link>
  )
}
