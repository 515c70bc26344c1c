'use client'

import { useTranslations } from 'next-intl'

import { LanguagePicker } from '@/components/LanguagePicker/LanguagePicker.client'
import { NavLinkList, type ShownLink } from '@/components/SiteHeader/NavLinkItem'

export type FooterContentProps = {
  name: string
  description: string
  organisation: { name: string; abn: string; addressLines: string[]; email: string; phone: string; phoneHref: string }
  links: ShownLink[]
  social: { label: string; href: string }[]
  /** The copyright line's holder and year. */
  holder: string
  year: number
}

/**
 * The footer, drawn from the few values it shows. Its markup is on every page; as a client part
 * the page data carries only these values, not the rendered footer a second time.
 */
export function FooterContent({ name, description, organisation, links, social, holder, year }: FooterContentProps) {
  const t = useTranslations('shell.footer')
  return (
    <footer
      className="mt-24 border-t border-ink/10 bg-paper-deep/60 text-sm dark:border-mist/10 dark:bg-night-raised"
      data-testid="site-footer"
    >
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <p className="font-display text-2xl">{name}</p>
          {/* The artist's words in their own direction (English in Arabic keeps its full stop at its end). */}
          {description ? (
            <p className="max-w-md text-soft">
              <bdi>{description}</bdi>
            </p>
          ) : null}
        </div>
        <address className="space-y-1 not-italic text-soft">
          <p className="eyebrow mb-3">{t('studio')}</p>
          {organisation.name ? <p className="text-ink dark:text-mist">{organisation.name}</p> : null}
          {organisation.abn ? <p>{t('abn', { abn: organisation.abn })}</p> : null}
          {organisation.addressLines.map((line) => (
            <p key={line}>
              <bdi>{line}</bdi>
            </p>
          ))}
          {organisation.email ? (
            <p>
              <a href={`mailto:${organisation.email}`} className="link-soft">
                <bdi>{organisation.email}</bdi>
              </a>
            </p>
          ) : null}
          {organisation.phone ? (
            <p>
              {/* A phone number reads left to right in every language; unmarked, Arabic would draw "+61 8" as "8 61+". */}
              <a href={organisation.phoneHref} dir="ltr" className="link-soft">
                {organisation.phone}
              </a>
            </p>
          ) : null}
        </address>
        <div>
          <p className="eyebrow mb-3">{t('information')}</p>
          <NavLinkList links={links} className="space-y-1.5" linkClassName="link-soft" />
          <LanguagePicker className="mt-6" />
        </div>
      </div>
      <div className="container-page flex flex-col gap-4 border-t border-ink/10 py-6 text-xs text-soft sm:flex-row sm:items-center sm:justify-between dark:border-mist/10">
        <p>{t('copyright', { year: String(year), holder })}</p>
        {social.length ? (
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t('socialLinks')}>
            {social.map((network) => (
              <li key={network.href}>
                <a href={network.href} target="_blank" rel="noopener noreferrer" className="link-soft">
                  {network.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  )
}
