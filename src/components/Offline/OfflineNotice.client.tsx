'use client'

import { useTranslations } from 'next-intl'

import { useAddress } from '@/client/use-address'
import { Link } from '@/i18n/navigation'
import { needsConnection } from '@/offline/requests'

/**
 * What the offline worker shows for a page it cannot reach: that the visitor is offline, that the
 * pages they read are still here, and, for the cart, checkout, payment and account (the address
 * in the window is the page they asked for), that those need a connection.
 */
export function OfflineNotice() {
  const t = useTranslations('offline')
  const visitorPage = useAddress((location) => needsConnection(location.pathname), false)
  return (
    <section className="container-page grid min-h-[55vh] place-items-center py-24 text-center" data-testid="offline">
      <div className="max-w-xl space-y-6">
        <h1 className="text-4xl sm:text-5xl">{t('title')}</h1>
        <p className="text-lg text-soft" data-testid="offline-reason">
          {visitorPage ? t('needsConnection') : t('lead')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="button-primary" onClick={() => window.location.reload()}>
            {t('retry')}
          </button>
          <Link href="/" className="button-quiet">
            {t('home')}
          </Link>
        </div>
      </div>
    </section>
  )
}
