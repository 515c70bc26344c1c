import type { Metadata } from 'next'
import { Suspense } from 'react'

import { allowedApiBases } from '@/accounts/oauth2-config'
import { AuthLanding } from '@/components/Account/AuthLanding.client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Logging in', robots: { index: false }, referrer: 'no-referrer' }

export default function AuthPage() {
  return (
    <Suspense>
      <AuthLanding allowedApiBases={allowedApiBases()} />
    </Suspense>
  )
}
