import Link from 'next/link'

import { breadcrumbJsonLd, jsonLdScript } from '@/content/structured-data'
import { siteUrl } from '@/lib/env'

export type Crumb = { name: string; path: string }

/** The visible trail (Shop > group > product) and the same trail, from Home, for search engines. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...trail], siteUrl)),
        }}
      />
      <nav aria-label="Breadcrumb" data-testid="breadcrumb" className="breadcrumbs">
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
