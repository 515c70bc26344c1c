'use client'

import { useTranslations } from 'next-intl'

import { AccountLink } from '@/components/Account/AccountLink.client'
import { LanguagePicker } from '@/components/LanguagePicker/LanguagePicker.client'
import { LazyPicture, type LazyPictureProps } from '@/components/Image/LazyPicture.client'
import { ThemeToggle } from '@/components/ThemeToggle'
import { CartCount } from '@/components/SiteHeader/CartCount.client'
import { MobileMenu } from '@/components/SiteHeader/MobileMenu.client'
import { NavLinkList, type ShownLink } from '@/components/SiteHeader/NavLinkItem'
import { Link } from '@/i18n/navigation'

export type HeaderBarProps = {
  name: string
  logo: LazyPictureProps | null
  /** Shown instead of the logo in dark mode; only given beside a logo. */
  logoDark: LazyPictureProps | null
  links: ShownLink[]
  /** The cart link, when the site sells. */
  cart: boolean
}

/**
 * The header, drawn from the few values it shows. Its markup is on every page; as a client part
 * the page data carries only these values, not the rendered header a second time.
 */
export function HeaderBar({ name, logo, logoDark, links, cart }: HeaderBarProps) {
  const t = useTranslations('shell')
  return (
    <header className="relative z-30 border-b border-ink/10 bg-paper/90 backdrop-blur dark:border-mist/10 dark:bg-night/90">
      <div className="container-page flex h-18 items-center justify-between gap-6">
        <Link href="/" className="flex items-center gap-3" data-testid="site-logo">
          {logo ? (
            <span className={logoDark ? 'shrink-0 dark:hidden' : 'shrink-0'}>
              <LazyPicture {...logo} className="size-9 rounded-full" />
            </span>
          ) : null}
          {logoDark ? (
            <span className="hidden shrink-0 dark:inline">
              <LazyPicture {...logoDark} className="size-9 rounded-full" />
            </span>
          ) : null}
          <span className="font-display text-lg leading-tight sm:text-xl">{name}</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="hidden xl:block">
          <NavLinkList
            links={links}
            className="flex items-center gap-4 whitespace-nowrap text-sm tracking-wide 2xl:gap-7"
            linkClassName="link-soft"
          />
        </nav>
        <div className="flex items-center gap-1">
          <LanguagePicker className="hidden xl:flex" />
          {/* On a phone the search is in the menu, where there is room for its name. */}
          <Link
            href="/search"
            aria-label={t('search')}
            className="icon-button hidden sm:grid"
            data-testid="header-search"
          >
            <svg viewBox="0 0 24 24" className="icon" aria-hidden>
              <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.2 15.2 20 20" />
            </svg>
          </Link>
          <ThemeToggle />
          <AccountLink />
          {cart ? (
            <Link href="/cart" aria-label={t('cart')} className="icon-button relative">
              <svg viewBox="0 0 24 24" className="icon" aria-hidden>
                <path d="M5 7h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 7ZM9 9V6a3 3 0 0 1 6 0v3" />
              </svg>
              <CartCount />
            </Link>
          ) : null}
          <MobileMenu links={links} />
        </div>
      </div>
    </header>
  )
}
