import { useLocale, useTranslations } from 'next-intl'

import { breadcrumbJsonLd, jsonLdScript } from '@/content/structured-data'
import { localizedPath } from '@/i18n/localized-path'
import { Link } from '@/i18n/navigation'
import { siteUrl } from '@/lib/env'

/** A step of the trail: its name and its site path without a language prefix (`/shop/prints`). */
export type Crumb = { name: string; path: string }

/**
 * The visible trail (Shop > group > product) and the same trail, from Home, for search engines,
 * at the addresses of the page's language. The separator points along the reading direction: ›
 * is mirrored by the Unicode bidi algorithm in right-to-left text, so it needs no flip of its own.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useTranslations('shop.breadcrumbs')
  const shell = useTranslations('shell')
  const locale = useLocale()
  // Home is named as the site's other pages name it in their trail (the shell's word).
  const trailFromHome = [{ name: shell('home'), path: '/' }, ...trail].map((crumb) => ({
    name: crumb.name,
    path: localizedPath(locale, crumb.path),
  }))
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(breadcrumbJsonLd(trailFromHome, siteUrl)) }}
      />
      <nav aria-label={t('label')} data-testid="breadcrumb" className="breadcrumbs">
        <ol>
          {trail.map((crumb, i) => (
            <li key={crumb.path}>
              {i > 0 ? <span aria-hidden>›</span> : null}
              {i === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link href={crumb.path}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  )
}
