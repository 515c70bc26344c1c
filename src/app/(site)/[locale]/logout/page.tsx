import { headers } from 'next/headers'

import { LogoutScreen } from '@/components/Account/LogoutScreen.client'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'
import { isCrossSite } from '@/lib/cross-site'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) => accountMetadata(params, 'logout')

export default async function LogoutPage({ params }: LocaleParams) {
  await pageLocale(params)
  const request = await headers()
  return (
    <ClientMessages namespaces={['account']}>
      <LogoutScreen ask={isCrossSite((name) => request.get(name) ?? undefined)} />
    </ClientMessages>
  )
}
