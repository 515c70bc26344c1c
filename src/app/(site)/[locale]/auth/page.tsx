import { Suspense } from 'react'

import { allowedApiBases } from '@/accounts/oauth2-config'
import { AuthLanding } from '@/components/Account/AuthLanding.client'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) =>
  accountMetadata(params, 'auth', { referrer: 'no-referrer' })

export default async function AuthPage({ params }: LocaleParams) {
  await pageLocale(params)
  return (
    <ClientMessages namespaces={['account']}>
      <Suspense>
        <AuthLanding allowedApiBases={allowedApiBases()} />
      </Suspense>
    </ClientMessages>
  )
}
