import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { AuthCard } from '@/components/Account/AuthCard'
import { ForgotPasswordForm } from '@/components/Account/ForgotPasswordForm.client'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) => accountMetadata(params, 'forgotPassword')

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('account')
  return (
    <AuthCard
      eyebrow={t('forgotPassword.eyebrow')}
      title={t('forgotPassword.title')}
      intro={<p>{t('forgotPassword.intro')}</p>}
    >
      <ClientMessages namespaces={['account']}>
        <Suspense>
          <ForgotPasswordForm />
        </Suspense>
      </ClientMessages>
    </AuthCard>
  )
}
