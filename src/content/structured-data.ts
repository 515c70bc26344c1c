import type { SiteSettings } from '@/content/site-data'
import { socialNetworks } from '@/content/social-networks'

/** schema.org Organization of the studio, for search engines. */
export function organisationJsonLd(settings: SiteSettings, siteUrl: string) {
  const [street, locality] = settings.organisation_address.split('\n')
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.organisation_name || settings.name,
    url: siteUrl,
    ...(settings.organisation_logo ? { logo: `${siteUrl}${settings.organisation_logo.url}` } : {}),
    ...(settings.organisation_email ? { email: settings.organisation_email } : {}),
    ...(settings.organisation_phone ? { telephone: settings.organisation_phone } : {}),
    ...(settings.organisation_abn ? { taxID: settings.organisation_abn.replace(/\s+/g, '') } : {}),
    ...(street
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: street,
            addressLocality: locality ?? '',
            addressCountry: 'AU',
          },
        }
      : {}),
    sameAs: socialNetworks.map((n) => settings[n]).filter((v) => /^https?:\/\//.test(v)),
  }
}

/** schema.org BreadcrumbList from Home down to the current page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

/** JSON for a <script> element: `<` escaped so content can never close the script early. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')

/** The spec's limit for an article's headline in structured data (search engines show no more). */
export const HEADLINE_MAX = 110

/** A headline cut at 110 characters: at the last word that fits, with an ellipsis; whole characters only. */
export function cutHeadline(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length <= HEADLINE_MAX) return chars.join('')
  const head = chars.slice(0, HEADLINE_MAX - 1).join('')
  const lastSpace = head.lastIndexOf(' ')
  return `${(lastSpace > HEADLINE_MAX / 2 ? head.slice(0, lastSpace) : head).trimEnd()}…`
}

type ArticleFacts = {
  name: string
  author: string
  publish_time: string
  updated_at: string
  url: string
  image?: string | null
  description?: string
}

/** schema.org Article of a blog post, for search engines. */
export function articleJsonLd(article: ArticleFacts, publisher: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: cutHeadline(article.name),
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: publisher },
    datePublished: article.publish_time,
    dateModified: article.updated_at,
    mainEntityOfPage: `${siteUrl}${article.url}`,
    ...(article.image ? { image: [`${siteUrl}${article.image}`] } : {}),
    ...(article.description ? { description: article.description } : {}),
  }
}
