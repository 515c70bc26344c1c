import type { Metadata } from 'next'
import { Suspense } from 'react'

import { AuthCard } from '@/components/Account/AuthCard'
import { SignupForm } from '@/components/Account/SignupForm.client'
import { getSiteShell } from '@/lib/data/site'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Sign up', robots: { index: false } }

export default async function SignupPage() {
  const { configuration } = await getSiteShell()
  return (
    <AuthCard
      eyebrow="New here"
      title="Create an account"
      intro={<p>Keep your addresses, follow your orders and check out faster.</p>}
    >
      <Suspense>
        <SignupForm askDateOfBirth={configuration.ask_date_of_birth} />
      </Suspense>
    </AuthCard>
  )
}
