import type { Metadata } from 'next'

import { LogoutScreen } from '@/components/Account/LogoutScreen.client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Log out', robots: { index: false } }

export default function LogoutPage() {
  return <LogoutScreen />
}
