'use client'

import { RequireSignIn } from '@/components/Account/RequireSignIn.client'
import { AuthCard } from '@/components/Account/AuthCard'
import { ProfileForm, type ProfileSwitches } from '@/components/Account/ProfileForm.client'

export function ProfileScreen({ switches, partnerLabel }: { switches: ProfileSwitches; partnerLabel: string }) {
  return (
    <RequireSignIn>
      {(user, reload) => (
        <AuthCard
          eyebrow="Your account"
          title="Profile"
          intro={<p>How we know you, and where your parcels go.</p>}
          wide
        >
          <ProfileForm user={user} switches={switches} partnerLabel={partnerLabel} onSaved={reload} />
        </AuthCard>
      )}
    </RequireSignIn>
  )
}
