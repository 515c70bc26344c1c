import { LogoutScreen } from '@/components/Account/LogoutScreen.client'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) => accountMetadata(params, 'logout')

export default async function LogoutPage({ params }: LocaleParams) {
  await pageLocale(params)
  return (
    <ClientMessages namespaces={['account']}>
      <LogoutScreen />
    </ClientMessages>
  )
}
