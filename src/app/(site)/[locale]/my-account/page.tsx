import type { Metadata } from 'next'

import { MyAccountScreen } from '@/components/Account/MyAccountScreen.client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

export default function MyAccountPage() {
  return <MyAccountScreen />
}
