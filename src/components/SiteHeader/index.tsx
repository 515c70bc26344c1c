import { pictureProps } from '@/components/Image'
import type { SiteShell } from '@/data/site'

import { HeaderBar } from '@/components/SiteHeader/HeaderBar.client'
import { shownLink } from '@/components/SiteHeader/NavLinkItem'

const LOGO_WIDTH = 36

export function SiteHeader({ settings, configuration, navigation }: SiteShell) {
  const logo = settings.organisation_logo
  const logoDark = settings.organisation_logo_dark
  return (
    <HeaderBar
      name={settings.name}
      logo={logo ? pictureProps(logo, { width: LOGO_WIDTH, priority: true, alt: '' }) : null}
      logoDark={logo && logoDark ? pictureProps(logoDark, { width: LOGO_WIDTH, alt: '' }) : null}
      links={navigation.header.map(shownLink)}
      cart={configuration.is_ecommerce}
    />
  )
}
