import type { Metadata } from 'next'
import { Suspense } from 'react'

import { AuthCard } from '@/components/Account/AuthCard'
import { ForgotPasswordForm } from '@/components/Account/ForgotPasswordForm.client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Forgot your password', robots: { index: false } }

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      eyebrow="Password"
      title="Forgot your password?"
      intro={<p>We will e-mail you a code to choose a new one.</p>}
    >
      <Suspense>
        <ForgotPasswordForm />
      </Suspense>
    </AuthCard>
  )
}
