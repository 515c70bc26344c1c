import Link from 'next/link'

import { AccountLink } from '@/components/Account/AccountLink.client'
import { Image } from '@/components/Image'
import { ThemeToggle } from '@/components/ThemeToggle'
import type { SiteShell } from '@/lib/data/site'

import { CartCount } from './CartCount.client'
import { MobileMenu } from './MobileMenu.client'
import { NavLinkItem } from './NavLinkItem'

export function SiteHeader({ settings, configuration, navigation }: SiteShell) {
  const logo = settings.organisation_logo
  const logoDark = settings.organisation_logo_dark
  return (
    <header className="relative z-30 border-b border-ink/10 bg-paper/90 backdrop-blur dark:border-mist/10 dark:bg-night/90">
      <div className="container-page flex h-18 items-center justify-between gap-6">
        <Link href="/" className="flex items-center gap-3" data-testid="site-logo">
          {logo ? (
            <span className={logoDark ? 'dark:hidden' : undefined}>
              <Image image={logo} width={36} priority alt="" className="size-9 rounded-full" />
            </span>
          ) : null}
          {logo && logoDark ? (
            <span className="hidden dark:inline">
              <Image image={logoDark} width={36} alt="" className="size-9 rounded-full" />
            </span>
          ) : null}
          <span className="font-display text-lg leading-tight sm:text-xl">{settings.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-7 text-sm tracking-wide">
            {navigation.header.map((link) => (
              <li key={link.href + link.label}>
                <NavLinkItem link={link} className="link-soft" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <AccountLink />
          {configuration.is_ecommerce ? (
            <Link
              href="/cart"
              aria-label="Cart"
              className="relative grid size-10 place-items-center rounded-full hover:bg-ink/5 dark:hover:bg-mist/10"
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden>
                <path d="M5 7h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 7Z" strokeLinejoin="round" />
                <path d="M9 9V6a3 3 0 0 1 6 0v3" strokeLinecap="round" />
              </svg>
              <CartCount />
            </Link>
          ) : null}
          <MobileMenu links={navigation.header} />
        </div>
      </div>
    </header>
  )
}
