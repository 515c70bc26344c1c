'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useRef, useState, type KeyboardEvent } from 'react'

import { LanguagePicker } from '@/components/LanguagePicker/LanguagePicker.client'
import { NavLinkList, type ShownLink } from '@/components/SiteHeader/NavLinkItem'
import { Link } from '@/i18n/navigation'

const FOCUSABLE = 'a[href], button, select, input, [tabindex]:not([tabindex="-1"])'

export function MobileMenu({ links }: { links: ShownLink[] }) {
  const t = useTranslations('shell')
  const pathname = usePathname()
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  /**
   * While the menu is open, Tab and Shift+Tab go round its button and its links (the page behind
   * it is covered), and Escape closes it and gives the focus back to the button.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return
    if (event.key === 'Escape') {
      event.preventDefault()
      setOpenOn(null)
      toggle.current?.focus()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const stops = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'))
    const first = stops[0]
    const last = stops[stops.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div className="xl:hidden" ref={panel} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        data-testid="menu-toggle"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="icon-button"
      >
        <svg viewBox="0 0 24 24" className="icon" aria-hidden>
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 8h16M4 16h16'} />
        </svg>
      </button>
      <nav
        id="mobile-menu"
        aria-label={t('mainNavigation')}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-ink/10 bg-paper px-5 pt-2 pb-6 shadow-sm dark:border-mist/10 dark:bg-night"
      >
        {/* The same links are in the page's main navigation; the phone's copy is drawn when opened. */}
        {open ? (
          <>
            <NavLinkList
              links={links}
              className="flex flex-col"
              linkClassName="block border-b border-ink/5 py-3 font-display text-xl dark:border-mist/10"
            />
            <Link
              href="/search"
              className="flex items-center gap-3 border-b border-ink/5 py-3 font-display text-xl dark:border-mist/10"
              data-testid="menu-search"
            >
              <svg viewBox="0 0 24 24" className="icon" aria-hidden>
                <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.2 15.2 20 20" />
              </svg>
              {t('search')}
            </Link>
            <LanguagePicker className="mt-5" />
          </>
        ) : null}
      </nav>
    </div>
  )
}
