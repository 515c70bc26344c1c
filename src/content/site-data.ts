import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { SITE_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import { toImage } from '@/media/image'
import type { Footer, Header, Media, SiteConfiguration, SiteSetting } from '@/payload-types'

import { resolveLink } from '@/content/link'
import { socialNetworks } from '@/content/social-networks'

const logo = (media: number | Media | null | undefined) => toImage(media, { aspect: 'raw', width: 400 })

/** The browser's colours for the site (address bar, installed app): the artist's, or the site's own paper and night. */
export const themeColours = (settings: { theme_colour: string | null; dark_theme_colour: string | null }) => ({
  light: settings.theme_colour || '#fbf8f3',
  dark: settings.dark_theme_colour || '#12151b',
})

function presentSettings(s: SiteSetting) {
  return {
    name: s.name,
    favicon: toImage(s.favicon, { aspect: '1x1', width: 50 }),
    favicon_dark: toImage(s.favicon_dark, { aspect: '1x1', width: 50 }),
    theme_colour: s.theme_colour ?? null,
    dark_theme_colour: s.dark_theme_colour ?? null,
    seo_title_prefix: s.seo_title_prefix ?? '',
    seo_title_suffix: s.seo_title_suffix ?? '',
    meta_description: s.meta_description ?? '',
    google_analytics_key: s.google_analytics_key ?? '',
    google_tag_manager: s.google_tag_manager ?? '',
    google_site_verification: s.google_site_verification ?? '',
    bing_site_verification: s.bing_site_verification ?? '',
    facebook_pixel: s.facebook_pixel ?? '',
    matomo_site_url: s.matomo_site_url ?? '',
    matomo_site_id: s.matomo_site_id ?? '',
    organisation_name: s.organisation_name ?? '',
    organisation_abn: s.organisation_abn ?? '',
    organisation_logo: logo(s.organisation_logo),
    organisation_logo_dark: logo(s.organisation_logo_dark),
    organisation_address: s.organisation_address ?? '',
    organisation_email: s.organisation_email ?? '',
    organisation_phone: s.organisation_phone ?? '',
    ...(Object.fromEntries(socialNetworks.map((n) => [n, s[n] ?? ''])) as Record<
      (typeof socialNetworks)[number],
      string
    >),
  }
}
export type SiteSettings = ReturnType<typeof presentSettings>

function presentConfiguration(c: SiteConfiguration) {
  return {
    is_ecommerce: c.is_ecommerce ?? true,
    payment_to_user_id: c.payment_to_user_id ?? 1,
    ...Object.fromEntries(
      Object.entries(c.profile ?? {})
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [k, Boolean(v)]),
    ),
    club_additional_member_label: c.club_additional_member_label ?? 'Partner Name',
    code_only: Boolean(c.login?.code_only),
    google: Boolean(c.login?.google),
    ask_date_of_birth: Boolean(c.signup?.ask_date_of_birth),
    racers: { clientApiId: c.racers?.clientApiId ?? '', eventManager: c.racers?.eventManager ?? '' },
    show_back_to_top: c.show_back_to_top ?? true,
    listPageContentFeature: Boolean(c.listPageContentFeature),
    siteSpecificTemplates: (c.siteSpecificTemplates ?? []).map((t) => t.template),
  } as {
    is_ecommerce: boolean
    payment_to_user_id: number
    club_additional_member_label: string
    code_only: boolean
    google: boolean
    ask_date_of_birth: boolean
    racers: { clientApiId: string; eventManager: string }
    show_back_to_top: boolean
    listPageContentFeature: boolean
    siteSpecificTemplates: string[]
  } & Record<string, unknown>
}
export type SiteConfig = ReturnType<typeof presentConfiguration>

/** Navigation links as stored, read with every language at once: each label by language. */
type StoredLinks = (Omit<NonNullable<Header['navItems'] | Footer['navItems']>[number], 'label'> & {
  label: Partial<Record<Locale, string | null>>
})[]

/**
 * The links in `locale`: each label as she translated it, else in English and marked `lang: 'en'`
 * (a German page's untranslated "Podcast" is read as English). A label the same as the English one
 * counts as English: saving a global in another language stores the English of a label left empty.
 */
function presentLinks(items: StoredLinks | null | undefined, locale: Locale) {
  return (items ?? []).flatMap((item) => {
    const link = resolveLink(item.url, { newTab: item.new_tab })
    if (!link) return []
    const english = item.label[DEFAULT_LOCALE] ?? ''
    const own = item.label[locale]?.trim()
    const translated = locale === DEFAULT_LOCALE || (own && own !== english)
    return [translated ? { label: own || english, ...link } : { label: english, lang: 'en' as const, ...link }]
  })
}
export type NavLink = ReturnType<typeof presentLinks>[number]

/** The site's settings, its description in `locale` (English where she has not translated it). */
export function getSiteSettings(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<SiteSettings> {
  return memo(`site-settings:${locale}`, [SITE_TAG], async () =>
    presentSettings(await payload.findGlobal({ slug: 'site-settings', depth: 1, locale, overrideAccess: true })),
  )
}

export function getSiteConfiguration(payload: Payload): Promise<SiteConfig> {
  return memo('site-configuration', [SITE_TAG], async () =>
    presentConfiguration(await payload.findGlobal({ slug: 'site-configuration', depth: 0, overrideAccess: true })),
  )
}

/** The header's and the footer's links in `locale`. */
export async function getNavigation(payload: Payload, locale: Locale = DEFAULT_LOCALE) {
  const { header, footer } = await memo('navigation', [SITE_TAG], async () => {
    const [header, footer] = await Promise.all(
      (['header', 'footer'] as const).map((slug) =>
        payload.findGlobal({ slug, depth: 0, locale: 'all', overrideAccess: true }),
      ),
    )
    return { header: header.navItems as unknown as StoredLinks, footer: footer.navItems as unknown as StoredLinks }
  })
  return { header: presentLinks(header, locale), footer: presentLinks(footer, locale) }
}
