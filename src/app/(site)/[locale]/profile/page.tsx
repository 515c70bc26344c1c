import { profileSwitches } from '@/globals/SiteConfiguration'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { ProfileScreen } from '@/components/Account/ProfileScreen.client'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'
import { getSiteShell } from '@/data/site'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) => accountMetadata(params, 'profile')

export default async function ProfilePage({ params }: LocaleParams) {
  await pageLocale(params)
  const { configuration } = await getSiteShell()
  const switches = Object.fromEntries(profileSwitches.map((name) => [name, Boolean(configuration[name])]))
  return (
    <ClientMessages namespaces={['account']}>
      <ProfileScreen switches={switches} partnerLabel={configuration.club_additional_member_label} />
    </ClientMessages>
  )
}
