'use client'

import { useTranslations } from 'next-intl'

import { RequireSignIn } from '@/components/Account/RequireSignIn.client'
import { AuthCard } from '@/components/Account/AuthCard'
import { ProfileForm, type ProfileSwitches } from '@/components/Account/ProfileForm.client'
import { StoreCreditNote } from '@/components/Account/StoreCredit.client'

export function ProfileScreen({ switches, partnerLabel }: { switches: ProfileSwitches; partnerLabel: string }) {
  const t = useTranslations('account')
  return (
    <RequireSignIn>
      {(user, reload) => (
        <AuthCard eyebrow={t('profile.eyebrow')} title={t('profile.title')} intro={<p>{t('profile.intro')}</p>} wide>
          <StoreCreditNote />
          <ProfileForm user={user} switches={switches} partnerLabel={partnerLabel} onSaved={reload} />
        </AuthCard>
      )}
    </RequireSignIn>
  )
}
