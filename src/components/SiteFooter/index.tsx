import { socialNetworks } from '@/content/social-networks'
import type { SiteShell } from '@/lib/data/site'

import { NavLinkItem } from '../SiteHeader/NavLinkItem'

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
  const social = socialNetworks.filter((network) => settings[network])
  return (
    <footer className="mt-24 border-t border-ink/10 bg-paper-deep/60 text-sm dark:border-mist/10 dark:bg-night-raised" data-testid="site-footer">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <p className="font-display text-2xl">{settings.name}</p>
          {settings.meta_description ? (
            <p className="max-w-md text-soft">{settings.meta_description}</p>
          ) : null}
        </div>
        <address className="space-y-1 not-italic text-soft">
          <p className="eyebrow mb-3">Studio</p>
          {settings.organisation_name ? <p className="text-ink dark:text-mist">{settings.organisation_name}</p> : null}
          {settings.organisation_abn ? <p>ABN {settings.organisation_abn}</p> : null}
          {settings.organisation_address
            ? settings.organisation_address.split('\n').map((line) => <p key={line}>{line}</p>)
            : null}
          {settings.organisation_email ? (
            <p>
              <a href={`mailto:${settings.organisation_email}`} className="hover:text-ink dark:hover:text-mist">
                {settings.organisation_email}
              </a>
            </p>
          ) : null}
          {settings.organisation_phone ? (
            <p>
              <a href={`tel:${settings.organisation_phone.replace(/\s+/g, '')}`} className="hover:text-ink dark:hover:text-mist">
                {settings.organisation_phone}
              </a>
            </p>
          ) : null}
        </address>
        <div>
          <p className="eyebrow mb-3">Information</p>
          <ul className="space-y-1.5">
            {navigation.footer.map((link) => (
              <li key={link.href + link.label}>
                <NavLinkItem link={link} className="link-soft" />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container-page flex flex-col gap-4 border-t border-ink/10 py-6 text-xs text-ink-soft sm:flex-row sm:items-center sm:justify-between dark:border-mist/10 dark:text-mist/60">
        <p>
          © {new Date().getFullYear()} {settings.organisation_name || settings.name}. Prices in AUD, including GST.
        </p>
        {social.length ? (
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Social links">
            {social.map((network) => (
              <li key={network}>
                <a href={settings[network]} target="_blank" rel="noopener noreferrer" className="hover:text-ink dark:hover:text-mist">
                  {socialLabels[network]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  )
}
