import type { Payload } from 'payload'

import { paintLogo } from '@/seed/artwork'
import { ensureMedia } from '@/seed/media'
import { type NavigationTable, seedSiteTranslations } from '@/seed/site-translations'

const headerLinks = [
  { label: 'Shop', url: '/shop' },
  { label: 'Gallery', url: '/gallery' },
  { label: 'Blog', url: '/blog' },
  { label: 'Podcast', url: '/podcast' },
  { label: 'Feed', url: '/feed' },
  { label: 'About', url: '/about' },
  { label: 'Contact', url: '/contact' },
]

const footerLinks = [
  { label: 'FAQ', url: '/faq' },
  { label: 'Shipping and returns', url: '/shipping-and-returns' },
  { label: 'Use my art', url: '/use-my-art' },
  { label: 'Links', url: '/links' },
  { label: 'Privacy policy', url: '/privacy-policy' },
  { label: 'Terms and conditions', url: '/terms-and-conditions' },
  { label: 'Newsletter', url: '/newsletter' },
  { label: 'Gift vouchers', url: '/gift-vouchers' },
]

/** The artist's identity, navigation and logo; only fills what the artist has not set. */
export async function seedSite(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!settings.name) {
    const logo = await ensureMedia(
      payload,
      { paint: () => paintLogo('I'), name: 'isla-moreton-logo.png', mimetype: 'image/png' },
      { alt: 'Isla Moreton Watercolours' },
    )
    const logoDark = await ensureMedia(
      payload,
      { paint: () => paintLogo('I', '#c9b27c'), name: 'isla-moreton-logo-dark.png', mimetype: 'image/png' },
      { alt: 'Isla Moreton Watercolours' },
    )
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: {
        name: 'Isla Moreton Watercolours',
        theme_colour: '#2f4b7c',
        dark_theme_colour: '#c9b27c',
        seo_title_suffix: ' · Isla Moreton Watercolours',
        meta_description:
          'Original watercolours and fine-art prints of the Western Australian coast and bush, painted by Isla Moreton in her Fremantle studio.',
        organisation_name: 'Isla Moreton Art Pty Ltd',
        organisation_abn: '51 824 753 281',
        organisation_logo: logo.id,
        organisation_logo_dark: logoDark.id,
        organisation_address: 'Studio 4, 12 Pakenham Street\nFremantle WA 6160\nAustralia',
        organisation_email: 'studio@atelier.test',
        organisation_phone: '+61 8 9335 0142',
        instagram: 'https://www.instagram.com/islamoreton.art',
        facebook: 'https://www.facebook.com/islamoreton.art',
        pinterest: 'https://www.pinterest.com.au/islamoreton',
        youtube: 'https://www.youtube.com/@islamoreton',
      },
    })
  }

  const navigation: NavigationTable[] = []
  const header = await payload.findGlobal({ slug: 'header', depth: 0, overrideAccess: true })
  if (!header.navItems?.length) {
    await payload.updateGlobal({ slug: 'header', data: { navItems: headerLinks }, overrideAccess: true })
    navigation.push('header_nav_items')
  }
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0, overrideAccess: true })
  if (!footer.navItems?.length) {
    await payload.updateGlobal({ slug: 'footer', data: { navItems: footerLinks }, overrideAccess: true })
    navigation.push('footer_nav_items')
  }
  // What the demo wrote just now, in every language; what the artist wrote is hers to translate.
  await seedSiteTranslations(payload, { navigation, description: !settings.name })
}
