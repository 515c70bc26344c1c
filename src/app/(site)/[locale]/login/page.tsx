import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { oauth2Config } from '@/accounts/oauth2-config'
import { AuthCard } from '@/components/Account/AuthCard'
import { LoginForm } from '@/components/Account/LoginForm.client'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'
import { getSiteShell } from '@/data/site'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) => accountMetadata(params, 'login')

export default async function LoginPage({ params }: LocaleParams) {
  await pageLocale(params)
  const t = await getTranslations('account')
  const { configuration } = await getSiteShell()
  const oauth = oauth2Config()
  return (
    <AuthCard eyebrow={t('login.eyebrow')} title={t('login.title')} intro={<p>{t('login.intro')}</p>}>
      <ClientMessages namespaces={['account']}>
        <Suspense>
          <LoginForm codeOnly={configuration.code_only} oauth={oauth ? { name: oauth.name } : null} />
        </Suspense>
      </ClientMessages>
    </AuthCard>
  )
}
