import type { Metadata } from 'next'

import { profileSwitches } from '@/globals/SiteConfiguration'
import { ProfileScreen } from '@/components/Account/ProfileScreen.client'
import { getSiteShell } from '@/lib/data/site'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Profile', robots: { index: false } }

export default async function ProfilePage() {
  const { configuration } = await getSiteShell()
  const switches = Object.fromEntries(profileSwitches.map((name) => [name, Boolean(configuration[name])]))
  return <ProfileScreen switches={switches} partnerLabel={configuration.club_additional_member_label} />
}
