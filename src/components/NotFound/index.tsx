'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/**
 * The spec's two not-found screens: `menu` for a missing page, `home` (with a button home) for a
 * missing item deeper in a section. Next puts each section's not-found screen in the data of
 * every page below it; as a client part it travels as its variant alone.
 */
export function NotFound({ variant }: { variant: 'menu' | 'home' }) {
  const t = useTranslations('notFound')
  return (
    <section
      className="container-page grid min-h-[55vh] place-items-center py-24 text-center"
      data-testid="not-found"
      data-variant={variant}
    >
      <div className="max-w-xl space-y-6">
        <p className="eyebrow">404</p>
        <h1 className="text-4xl sm:text-5xl">{t('title')}</h1>
        <p className="text-lg text-soft">{variant === 'menu' ? t('menu') : t('home')}</p>
        {variant === 'home' ? (
          <Link href="/" className="button-primary">
            {t('takeMeHome')}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
