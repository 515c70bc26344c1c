'use client'

import { RequireSignIn } from './RequireSignIn.client'
import { AuthCard } from './AuthCard'
import { ProfileForm, type ProfileSwitches } from './ProfileForm.client'

export function ProfileScreen({ switches, partnerLabel }: { switches: ProfileSwitches; partnerLabel: string }) {
  return (
    <RequireSignIn>
      {(user, reload) => (
        <AuthCard eyebrow="Your account" title="Profile" intro={<p>How we know you, and where your parcels go.</p>} wide>
          <ProfileForm user={user} switches={switches} partnerLabel={partnerLabel} onSaved={reload} />
        </AuthCard>
      )}
    </RequireSignIn>
  )
}
