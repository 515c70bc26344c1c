import { MyAccountScreen } from '@/components/Account/MyAccountScreen.client'
import { accountMetadata, type LocaleParams } from '@/components/Account/metadata'
import { ClientMessages } from '@/components/ClientMessages'
import { pageLocale } from '@/i18n/page-locale'

export const dynamic = 'force-dynamic'
export const generateMetadata = ({ params }: LocaleParams) => accountMetadata(params, 'myAccount')

export default async function MyAccountPage({ params }: LocaleParams) {
  await pageLocale(params)
  return (
    <ClientMessages namespaces={['account', 'checkout']}>
      <MyAccountScreen />
    </ClientMessages>
  )
}
