import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { AuthCard } from '@/components/Account/AuthCard'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { SignupForm } from '@/components/Account/SignupForm.client'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'
import { getSiteShell } from '@/data/site'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) => accountMetadata(params, 'signup')

export default async function SignupPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('account')
  const { configuration } = await getSiteShell()
  return (
    <AuthCard eyebrow={t('signup.eyebrow')} title={t('signup.title')} intro={<p>{t('signup.intro')}</p>}>
      <ClientMessages namespaces={['account']}>
        <Suspense>
          <SignupForm askDateOfBirth={configuration.ask_date_of_birth} />
        </Suspense>
      </ClientMessages>
    </AuthCard>
  )
}
