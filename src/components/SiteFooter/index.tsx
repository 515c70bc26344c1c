import { socialNetworks } from '@/content/social-networks'
import type { SiteShell } from '@/data/site'

import { shownLink } from '@/components/SiteHeader/NavLinkItem'
import { FooterContent } from '@/components/SiteFooter/FooterContent.client'

const socialLabels: Record<(typeof socialNetworks)[number], string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  github: 'GitHub',
  xing: 'Xing',
  skype: 'Skype',
}

export function SiteFooter({ settings, navigation }: SiteShell) {
  return (
    <FooterContent
      name={settings.name}
      description={settings.meta_description}
      organisation={{
        name: settings.organisation_name,
        abn: settings.organisation_abn,
        addressLines: settings.organisation_address ? settings.organisation_address.split('\n') : [],
        email: settings.organisation_email,
        phone: settings.organisation_phone,
        phoneHref: `tel:${settings.organisation_phone.replace(/\s+/g, '')}`,
      }}
      links={navigation.footer.map(shownLink)}
      social={socialNetworks
        .filter((network) => settings[network])
        .map((network) => ({ label: socialLabels[network], href: settings[network] }))}
      holder={settings.organisation_name || settings.name}
      year={new Date().getFullYear()}
    />
  )
}
